import { useTranslation } from 'page-singleton';
import { useFirstScreen } from 'shared';
import { NS } from '../../i18n';
import { homeRoute } from '../../routes';

/**
 * Home's sections, each loaded (and retried) on its own so one failing call never hides the other; the reads its
 * route declares, so a guest's page comes with their answers.
 */
export function useHomeData() {
  const { t } = useTranslation(NS);
  const experiences = useFirstScreen(homeRoute, 'experiences', {}, t('home.error.experiences'), {
    select: (r) => r.data ?? [],
  });
  const places = useFirstScreen(homeRoute, 'places', {}, t('home.error.places'), { select: (r) => r.data ?? [] });
  const countries = useFirstScreen(homeRoute, 'countries', {}, t('countries.error'), { select: (r) => r.data ?? [] });
  return { experiences, places, countries };
}
