import { useApiQuery, type ExperienceSummary } from 'shared';
import { foundOrNot, parseExpId } from '../../common/useExperience';

/** A user and their public experiences, as the screen shows them. */
export interface UserExperiences {
  user: { id: number; display_name: string };
  experiences: ExperienceSummary[];
}

/**
 * A user's public experiences (GET /video_experience/user/:userId) from the page's server-data cache, asked again
 * when their owner creates, saves or deletes one on any screen.
 */
export function useUserExperiences(userId: string | undefined, fallbackMessage: string) {
  const id = parseExpId(userId);
  const query = useApiQuery('getUserExperiences', fallbackMessage, {
    args: { params: { userId: id ?? 0 } },
    enabled: id !== null,
    select: (r): UserExperiences | null => (r.result ? { user: r.result.user, experiences: r.data ?? [] } : null),
    staleOn: ['experience:changed'],
  });
  return { ...foundOrNot(id !== null, query), retry: query.retry };
}
