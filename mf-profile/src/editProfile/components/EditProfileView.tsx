import { useTranslation } from 'page-singleton';
import type { ReactNode } from 'react';
import { LoadFailed, type LoadState, type User } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import { EditProfileForm, type EditProfileFormProps } from './EditProfileForm';
import '../../common/editProfile.css';

export interface EditProfileViewProps extends Omit<EditProfileFormProps, 'user'> {
  me: LoadState<User>;
  onRetry: () => void;
  /** what follows the form once the user is loaded (the passkeys section) */
  after?: ReactNode;
}

/** Edit profile, given the state of the current-user call. */
export function EditProfileView({ me, onRetry, after, ...form }: EditProfileViewProps) {
  const { t } = useTranslation(NS);
  return (
    <main className="mfpr-page">
      <h1>{t('edit.title')}</h1>
      {me.status === 'loading' && (
        <div aria-busy="true">
          <p role="status" className="ti-visually-hidden">
            {t('edit.loading')}
          </p>
          <div aria-hidden="true">
            <div className="mfpr-skeleton" />
            <div className="mfpr-skeleton" />
            <div className="mfpr-skeleton" />
          </div>
        </div>
      )}
      {me.status === 'error' && <LoadFailed message={me.message} onRetry={onRetry} />}
      {/* keyed by user id: a fresh form for a fresh user */}
      {me.status === 'ready' && <EditProfileForm key={me.data.id} user={me.data} {...form} />}
      {me.status === 'ready' && after}
    </main>
  );
}
