import { useTranslation } from 'shared/singleton';
import { api } from 'shared';
import { NS } from '../../i18n';
import { useApiLoad } from './useApiLoad';

/** Home's two sections, each loaded (and retried) on its own so one failing call never hides the other. */
export function useHomeData() {
  const { t } = useTranslation(NS);
  const experiences = useApiLoad(
    (signal) => api.call('getForHome', { signal }).then((r) => r.data ?? []),
    t('home.error.experiences'),
  );
  const places = useApiLoad(
    (signal) => api.call('getPlaceHome', { signal }).then((r) => r.data ?? []),
    t('home.error.places'),
  );
  const countries = useApiLoad(
    (signal) => api.call('getForCountries', { signal }).then((r) => r.data ?? []),
    t('countries.error'),
  );
  return { experiences, places, countries };
}
