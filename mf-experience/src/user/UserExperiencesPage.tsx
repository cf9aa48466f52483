import { useLocation, useTranslation } from 'page-singleton';
import { useEffect } from 'react';
import { bus, type ParcelProps } from 'shared';
import { NS } from '../i18n';
import { UserExperiencesView } from './components/UserExperiencesView';
import { useUserExperiences } from './hooks/useUserExperiences';

/** `/user/:userId/experiences`: a user's public experiences. An unknown user shows the 404 page. */
export function UserExperiencesPage({ params = {} }: Partial<Pick<ParcelProps, 'params'>>) {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const { state, notFound, retry } = useUserExperiences(params.userId, t('user.error'));
  useEffect(() => {
    if (notFound) bus.emit('route:not-found', { path: location.pathname });
  }, [notFound, location.pathname]);
  return <UserExperiencesView state={state} onRetry={retry} />;
}
