import { useTranslation } from 'page-singleton';
import { useApiQuery } from 'shared';
import { NS } from '../../i18n';
import '../../publishingStrings';

/** All tags (GET /video_experience/tags), in the interface language, from the page's server-data cache. */
export function useTags() {
  const { t } = useTranslation(NS);
  const { state, retry } = useApiQuery('getTags', t('edit.tagsFailed'), { select: (r) => r.data ?? [] });
  return { tags: state, retry };
}
