import { useApiQuery } from 'shared';

/**
 * Travellers' posts about this experience's places (GET /video_experience/{id}/social-feed), with a retry; asked
 * for once `enabled` (the page asks after its first paint: the feed is its last section).
 */
export function useSocialFeed(id: number, fallbackMessage: string, enabled: boolean) {
  return useApiQuery('getExperienceSocialFeed', fallbackMessage, {
    args: { params: { id } },
    enabled,
    select: (r) => r.data ?? [],
  });
}
