import { useTranslation } from 'page-singleton';
import { useState } from 'react';
import { runApiMutation } from 'shared';
import { NS } from '../i18n';
import '../screenStrings';
import { EditProfileView } from './components/EditProfileView';
import { PasskeysPanel } from './components/PasskeysPanel';
import { useMe } from './hooks/useMe';
import { useSaveProfile } from './hooks/useSaveProfile';

/**
 * `/my/edit-profile`: display name, e-mail and interface language (GET / PUT /user/me), resend verification, and
 * the account's passkeys.
 */
export function EditProfilePage() {
  const { t } = useTranslation(NS);
  const { state, retry, replace } = useMe(t('edit.error.load'));
  const { save, saving, errors, clearErrors } = useSaveProfile();
  const [saved, setSaved] = useState(false);
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent' | 'error'>('idle');

  return (
    <EditProfileView
      me={state}
      onRetry={retry}
      after={<PasskeysPanel />}
      saving={saving}
      errors={errors}
      saved={saved}
      resend={resend}
      onResend={async () => {
        setResend('sending');
        try {
          await runApiMutation('resendVerifyEmail');
          setResend('sent');
        } catch {
          setResend('error');
        }
      }}
      onEdit={() => {
        setSaved(false);
        if (errors.field || errors.form) clearErrors();
      }}
      onSave={async (values) => {
        setSaved(false);
        const user = await save(values);
        if (user) {
          setSaved(true);
          setResend('idle');
          replace(user);
        }
      }}
    />
  );
}
