import { useApiQuery } from 'shared';

/** Travellers' posts about this experience's places (GET /video_experience/{id}/social-feed), with a retry. */
export function useSocialFeed(id: number, fallbackMessage: string) {
  return useApiQuery('getExperienceSocialFeed', fallbackMessage, {
    args: { params: { id } },
    select: (r) => r.data ?? [],
  });
}
