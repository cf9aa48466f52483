import { useTranslation } from 'page-singleton';
import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { Button, errorMessage, PASSWORD_MAX_LENGTH, sharedStore, TextField, userAtom, runApiMutation } from 'shared';
import { NS } from '../i18n';
import '../screenStrings';
import { passwordProblems, type PasswordValues } from './validate';
import '../common/editProfile.css';

export interface ChangePasswordViewProps {
  saving?: boolean;
  saved?: boolean;
  serverError?: string | null;
  /** set for social-login accounts without a password */
  socialProvider?: string | null;
  onSubmit: (values: PasswordValues) => void;
  onEdit?: () => void;
}

/** The change-password form (PUT /user/me/change_password). */
export function ChangePasswordView({
  saving = false,
  saved = false,
  serverError,
  socialProvider,
  onSubmit,
  onEdit,
}: ChangePasswordViewProps) {
  const { t } = useTranslation(NS);
  const [values, setValues] = useState<PasswordValues>({ current: '', next: '', confirm: '' });
  const [touched, setTouched] = useState(false);
  const problems = passwordProblems(values);
  const msg = (field: keyof PasswordValues) =>
    touched && problems[field] ? t(`password.error.${problems[field]}`) : undefined;
  const set = (field: keyof PasswordValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    onEdit?.();
  };
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setTouched(true);
    if (saving || Object.keys(problems).length > 0) return;
    onSubmit(values);
  };

  return (
    <main className="mfpr-page">
      <h1>{t('password.title')}</h1>
      {socialProvider ? (
        <p role="status">{t('password.social', { provider: socialProvider })}</p>
      ) : (
        <form className="mfpr-form" onSubmit={submit} noValidate>
          <TextField
            label={t('password.current')}
            type="password"
            autoComplete="current-password"
            value={values.current}
            onChange={set('current')}
            invalid={Boolean(msg('current'))}
            message={msg('current')}
          />
          <TextField
            label={t('password.next')}
            type="password"
            autoComplete="new-password"
            value={values.next}
            maxLength={PASSWORD_MAX_LENGTH}
            hint={t('password.hint')}
            onChange={set('next')}
            invalid={Boolean(msg('next'))}
            message={msg('next')}
          />
          <TextField
            label={t('password.confirm')}
            type="password"
            autoComplete="new-password"
            value={values.confirm}
            maxLength={PASSWORD_MAX_LENGTH}
            onChange={set('confirm')}
            onSubmit={() => submit()}
            invalid={Boolean(msg('confirm'))}
            message={msg('confirm')}
          />
          {serverError && (
            <p role="alert" className="ti-form-alert">
              {serverError}
            </p>
          )}
          {saved && (
            <p role="status" className="mfpr-saved">
              {t('password.saved')}
            </p>
          )}
          <Button type="submit" loading={saving}>
            {saving ? t('password.saving') : t('password.save')}
          </Button>
        </form>
      )}
    </main>
  );
}

/** `/my/change-password`. */
export function ChangePasswordPage() {
  const { t } = useTranslation(NS);
  const user = useAtomValue(userAtom, { store: sharedStore });
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const social = user && user.is_social_login && !user.is_email_user ? 'social' : null;

  return (
    <ChangePasswordView
      key={formKey}
      saving={saving}
      saved={saved}
      serverError={error}
      socialProvider={social}
      onEdit={() => {
        setError(null);
      }}
      onSubmit={async (v) => {
        setSaving(true);
        setError(null);
        setSaved(false);
        try {
          await runApiMutation('changePassword', { body: { current_password: v.current, new_password: v.next } });
          setFormKey((k) => k + 1);
          setSaved(true);
        } catch (err) {
          setError(errorMessage(err, t('password.error.save')));
        } finally {
          setSaving(false);
        }
      }}
    />
  );
}
