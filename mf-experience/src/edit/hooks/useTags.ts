import { useTranslation } from 'shared/singleton';
import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { api, errorMessage, languageAtom } from 'shared';
import { NS } from '../../i18n';
import type { TagsState } from '../components/TagPicker';

/** All tags (GET /video_experience/tags), in the interface language. */
export function useTags() {
  const { t } = useTranslation(NS);
  const language = useAtomValue(languageAtom);
  const [state, setState] = useState<TagsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.call('getTags', { signal: controller.signal }).then(
      (r) => !controller.signal.aborted && setState({ status: 'ready', tags: r.data ?? [] }),
      (err: unknown) =>
        !controller.signal.aborted && setState({ status: 'error', message: errorMessage(err, t('edit.tagsFailed')) }),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { tags: state, retry };
}
