import { useEffect, useState } from 'react';
import { api, type CountryFacet, type InspirationPoi } from 'shared';
import { useInspiration } from './useInspiration';

export interface InspirationPlaces {
  pois: InspirationPoi[];
  countries: CountryFacet[];
  status: 'loading' | 'ready' | 'error';
  retry: () => void;
}

/** The inspiration places (with place data) in one country (0 = all) and the country facets. */
export function useInspirationPlaces(countryId: number): InspirationPlaces {
  const { ids, source, status: listStatus } = useInspiration();
  const [state, setState] = useState<Omit<InspirationPlaces, 'retry'>>({ pois: [], countries: [], status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = ids.join(',');

  useEffect(() => {
    if (listStatus === 'error') {
      setState((s) => ({ ...s, status: 'error' }));
      return;
    }
    if (source === 'none' || listStatus !== 'ready') return;
    let cancelled = false;
    const country_id = countryId;
    const load = async (): Promise<[InspirationPoi[], CountryFacet[]]> => {
      if (source === 'account') {
        const [pois, countries] = await Promise.all([
          api.call('getMyInspirationPois', { query: { country_id } }),
          api.call('getMyInspirationCountries'),
        ]);
        return [pois.data ?? [], countries.data ?? []];
      }
      if (key === '') return [[], []];
      const [pois, countries] = await Promise.all([
        api.call('getInspirationPois', { query: { poiIds: key, country_id } }),
        api.call('getInspirationCountries', { query: { poiIds: key } }),
      ]);
      return [pois.data ?? [], countries.data ?? []];
    };
    load().then(
      ([pois, countries]) => !cancelled && setState({ pois, countries, status: 'ready' }),
      () => !cancelled && setState((s) => ({ ...s, status: 'error' })),
    );
    return () => {
      cancelled = true;
    };
  }, [key, source, listStatus, countryId, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
