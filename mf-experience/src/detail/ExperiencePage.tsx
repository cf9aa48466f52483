import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { bus, experienceLink, type ParcelProps } from 'shared';
import { NS } from '../i18n';
import { ExperienceView } from './components/ExperienceView';
import { ExperienceError, ExperienceLoading } from './components/DetailStatus';
import { useExperience } from './hooks/useExperience';
import { canonicalRedirect } from './state/canonical';

/** Experience detail: `/experience/:expId--:slug` and `/vlog/:expId--:slug`. */
export function ExperiencePage({ params }: Pick<ParcelProps, 'params'>) {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const navigate = useNavigate();
  const { state, retry } = useExperience(params.expId, t('detail.error'));

  const redirect =
    state.status === 'ready'
      ? canonicalRedirect(params, state.experience, experienceLink(state.experience), location)
      : null;

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  useEffect(() => {
    if (state.status === 'not-found') bus.emit('route:not-found', { path: location.pathname });
    // only when the answer arrives, not on every location change
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.status]);

  if (state.status === 'error') return <ExperienceError message={state.message} onRetry={retry} />;
  if (state.status !== 'ready' || redirect) return <ExperienceLoading />;
  return <ExperienceView key={state.experience.id} experience={state.experience} />;
}
