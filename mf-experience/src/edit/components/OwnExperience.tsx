import { useLocation, useTranslation } from 'page-singleton';
import { useEffect, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { bus, userAtom, type Experience } from 'shared';
import { NS } from '../../i18n';
import '../../publishingStrings';
import { useExperience } from '../../common/useExperience';
import { StudioError, StudioLoading } from './StudioStatus';

/** Whether `user` may change this experience: its owner, or the admin (the server checks it again). */
export function canEdit(experience: Experience, user: { id: number; is_admin: boolean } | null): boolean {
  return !!user && (user.id === experience.user.id || user.is_admin);
}

/**
 * Loads the experience a publishing screen works on and renders it only for its owner (or the admin):
 * loading, error with Retry, the shell's 404 for an unknown id, and "not yours" otherwise.
 */
export function OwnExperience({
  expId,
  heading,
  children,
}: {
  expId: string | undefined;
  heading: string;
  /** `saved`: what the server answered to the owner's save of it (every screen showing it shows that) */
  children: (experience: Experience, saved: (experience: Experience) => void) => ReactNode;
}) {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const me = useAtomValue(userAtom);
  const { state, notFound, retry, saved } = useExperience(expId, t('edit.loadFailed'));
  useEffect(() => {
    if (notFound) bus.emit('route:not-found', { path: location.pathname });
  }, [notFound, location.pathname]);

  if (state.status === 'error') return <StudioError heading={heading} message={state.message} onRetry={retry} />;
  if (state.status !== 'ready') return <StudioLoading heading={heading} label={t('edit.loading')} />;
  if (!canEdit(state.data, me)) return <StudioError heading={heading} message={t('edit.notYours')} />;
  return <>{children(state.data, saved)}</>;
}
