import { useTranslation } from 'shared/singleton';
import { useApiQuery } from 'shared';
import { NS } from '../../i18n';
import type { TagsState } from '../components/TagPicker';

/** All tags (GET /video_experience/tags), in the interface language, from the page's server-data cache. */
export function useTags() {
  const { t } = useTranslation(NS);
  const { state, retry } = useApiQuery('getTags', t('edit.tagsFailed'), { select: (r) => r.data ?? [] });
  const tags: TagsState = state.status === 'ready' ? { status: 'ready', tags: state.data } : state;
  return { tags, retry };
}
