import { useTranslation, currentLanguage } from 'page-singleton';
import { useCallback, useRef, useState } from 'react';
import { errorMessage, type Place, runApiMutation, fetchApi } from 'shared';
import { NS } from '../../i18n';
import '../../publishingStrings';
import type { FinderResults } from '../components/PlaceFinder';

const GOOGLE_PLACE_ID = /^[A-Za-z0-9_-]{1,300}$/;

/** Finding places: by name through the global search (places only), by Google place id (find or create). */
export function usePlaceFinder() {
  const { t } = useTranslation(NS);
  const [term, setTerm] = useState('');
  const [googleId, setGoogleId] = useState('');
  const [results, setResults] = useState<FinderResults>({ status: 'idle' });
  const latest = useRef(0);

  const run = useCallback(
    async (load: () => Promise<Place[]>) => {
      const ticket = ++latest.current;
      setResults({ status: 'loading' });
      try {
        const places = await load();
        if (ticket === latest.current) setResults({ status: 'ready', places });
      } catch (err) {
        if (ticket === latest.current)
          setResults({ status: 'error', message: errorMessage(err, t('edit.findFailed')) });
      }
    },
    [t],
  );

  const search = useCallback(() => {
    const q = term.trim();
    if (!q) return setResults({ status: 'error', message: t('edit.findEmpty') });
    void run(async () => {
      const r = await fetchApi('globalSearch', currentLanguage(), { query: { place_id: q, type_filter: 'place' } });
      return r.data?.places ?? [];
    });
  }, [term, run, t]);

  const findGoogle = useCallback(() => {
    const id = googleId.trim();
    if (!GOOGLE_PLACE_ID.test(id)) return setResults({ status: 'error', message: t('edit.googleInvalid') });
    void run(async () => {
      const r = await runApiMutation('findOrCreatePlace', { query: { google_place_id: id } });
      return r.data ? [r.data] : [];
    });
  }, [googleId, run, t]);

  const clear = useCallback(() => setResults({ status: 'idle' }), []);

  return { term, setTerm, googleId, setGoogleId, results, search, findGoogle, clear };
}
