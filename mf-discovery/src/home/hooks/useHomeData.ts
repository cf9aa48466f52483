import { useTranslation } from 'page-singleton';
import { useApiQuery } from 'shared';
import { NS } from '../../i18n';

/** Home's sections, each loaded (and retried) on its own so one failing call never hides the other. */
export function useHomeData() {
  const { t } = useTranslation(NS);
  const experiences = useApiQuery('getForHome', t('home.error.experiences'), { select: (r) => r.data ?? [] });
  const places = useApiQuery('getPlaceHome', t('home.error.places'), { select: (r) => r.data ?? [] });
  const countries = useApiQuery('getForCountries', t('countries.error'), { select: (r) => r.data ?? [] });
  return { experiences, places, countries };
}
