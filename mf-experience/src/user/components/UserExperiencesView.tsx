import { useTranslation } from 'page-singleton';
import { LoadFailed, type LoadState } from 'shared';
import { NS } from '../../i18n';
import { ExperienceCards } from '../../detail';
import type { UserExperiences } from '../hooks/useUserExperiences';

/** A user's public experiences: loading, error (with Retry), empty, or the cards. */
export function UserExperiencesView({ state, onRetry }: { state: LoadState<UserExperiences>; onRetry: () => void }) {
  const { t } = useTranslation(NS);
  if (state.status === 'loading') {
    return (
      <main className="mfe-detail" aria-busy="true">
        <h1>{t('screen.user')}</h1>
        <p role="status">{t('user.loading')}</p>
      </main>
    );
  }
  if (state.status === 'error') {
    return (
      <main className="mfe-detail">
        <h1>{t('screen.user')}</h1>
        <LoadFailed message={state.message} onRetry={onRetry} />
      </main>
    );
  }
  const { user, experiences } = state.data;
  return (
    <main className="mfe-detail">
      <h1>{t('user.heading', { name: user.display_name })}</h1>
      <p className="mfe-muted">{t('user.count', { count: experiences.length })}</p>
      {experiences.length === 0 ? (
        <p className="mfe-muted">{t('user.empty')}</p>
      ) : (
        <ExperienceCards experiences={experiences} />
      )}
    </main>
  );
}
