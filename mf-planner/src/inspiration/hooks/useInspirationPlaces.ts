import { useApiQuery, type CountryFacet, type InspirationPoi } from 'shared';
import { useInspiration } from './useInspiration';

export interface InspirationPlaces {
  pois: InspirationPoi[];
  countries: CountryFacet[];
  status: 'loading' | 'ready' | 'error';
  retry: () => void;
}

const EMPTY = { pois: [] as InspirationPoi[], countries: [] as CountryFacet[] };
/** an account's list changes on the server: every save, removal and other tab's change raises this */
const STALE_ON = ['inspiration:changed'] as const;

/**
 * The inspiration places (with place data) in one country (0 = all) and the country facets, from the page's
 * server-data cache: an account's from its own list on the server (asked again after `inspiration:changed`, which
 * every save, removal and other tab's change raises), a guest's by the place ids in browser storage (a changed
 * list is a new question). While a changed list's or country's answer comes, the previous answer stays shown.
 */
export function useInspirationPlaces(countryId: number): InspirationPlaces {
  const { ids, source, status: listStatus } = useInspiration();
  const poiIds = ids.join(',');
  const account = source === 'account' && listStatus === 'ready';
  const guest = source === 'guest' && listStatus === 'ready' && poiIds !== '';
  const kept = { keepPreviousAnswer: true, staleOn: account ? STALE_ON : [] } as const;

  const accountPois = useApiQuery('getMyInspirationPois', '', {
    ...kept,
    args: { query: { country_id: countryId } },
    enabled: account,
  });
  const accountCountries = useApiQuery('getMyInspirationCountries', '', { ...kept, enabled: account });
  const guestPois = useApiQuery('getInspirationPois', '', {
    ...kept,
    args: { query: { poiIds, country_id: countryId } },
    enabled: guest,
  });
  const guestCountries = useApiQuery('getInspirationCountries', '', {
    ...kept,
    args: { query: { poiIds } },
    enabled: guest,
  });
  const [pois, countries] = account ? [accountPois, accountCountries] : [guestPois, guestCountries];
  const retry = () => {
    pois.retry();
    countries.retry();
  };

  if (listStatus === 'error' || pois.state.status === 'error' || countries.state.status === 'error') {
    return { ...EMPTY, status: 'error', retry };
  }
  if (source === 'guest' && listStatus === 'ready' && poiIds === '') return { ...EMPTY, status: 'ready', retry };
  if ((account || guest) && pois.state.status === 'ready' && countries.state.status === 'ready') {
    return { pois: pois.state.data.data ?? [], countries: countries.state.data.data ?? [], status: 'ready', retry };
  }
  return { ...EMPTY, status: 'loading', retry };
}
