import { useTranslation } from 'page-singleton';
import { useId, useState, type FormEvent } from 'react';
import { Button, TextField, type Language, type User } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import { profileScreenStrings } from '../../profileScreens.strings';
import { DISPLAY_NAME_MAX, displayNameProblem } from '../state/validate';
import type { ProfileValues, SaveErrors } from '../hooks/useSaveProfile';
import '../../common/editProfile.css';

/** Language names are written in their own language, whatever the interface language is. */
const LANGUAGE_OPTIONS: { value: Language; label: string; lang: string }[] = [
  { value: 'en', label: profileScreenStrings.text('en', 'languageName'), lang: 'en' },
  { value: 'zh-Hant-TW', label: profileScreenStrings.text('zh-Hant-TW', 'languageName'), lang: 'zh-Hant-TW' },
];

export interface EditProfileFormProps {
  user: User;
  saving?: boolean;
  errors?: SaveErrors;
  /** show the "saved" confirmation */
  saved?: boolean;
  onSave: (values: ProfileValues) => void;
  /** the user edited something (hides a previous confirmation or server error) */
  onEdit?: () => void;
  /** resend the verification mail of a pending (unverified) e-mail */
  onResend?: () => void;
  resend?: 'idle' | 'sending' | 'sent' | 'error';
  /** the address in the e-mail field when the form opens (default the account's own) */
  initialEmail?: string;
}

/**
 * The edit-profile form: display name, interface language, and the e-mail address (an e-mail account may change
 * it: a new address asks for the current password, so a session left open somewhere cannot move the account).
 */
export function EditProfileForm({
  user,
  saving = false,
  errors,
  saved = false,
  onSave,
  onEdit,
  onResend,
  resend = 'idle',
  initialEmail,
}: EditProfileFormProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [name, setName] = useState(user.display_name);
  const [language, setLanguageValue] = useState<Language>(user.interface_language);
  const [touched, setTouched] = useState(false);
  const shownEmail = user.shown_email ?? user.email ?? user.social_email ?? '';
  const [email, setEmail] = useState(initialEmail ?? shownEmail);
  const [password, setPassword] = useState('');
  const canChangeEmail = user.is_email_user;
  const changedEmail = canChangeEmail && email.trim().toLowerCase() !== shownEmail.toLowerCase();
  const passwordMissing = touched && changedEmail && password === '';

  const problem = displayNameProblem(name);
  const nameError =
    touched && problem ? t(`edit.error.${problem}`, { max: DISPLAY_NAME_MAX }) : (errors?.field ?? undefined);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setTouched(true);
    if (problem || saving || (changedEmail && password === '')) return;
    onSave({
      display_name: name.trim(),
      interface_language: language,
      ...(changedEmail ? { email: email.trim(), current_password: password } : {}),
    });
  };
  // a change of address waits for the new one to be confirmed; a new account's own address is not a change
  const pending = user.email_before_change ? user.unverified_email : null;
  const unconfirmed = !pending && (!user.verified || !user.is_verified) && shownEmail;

  return (
    <form className="mfpr-form" onSubmit={submit} noValidate>
      <TextField
        label={t('edit.displayName')}
        name="display_name"
        value={name}
        maxLength={DISPLAY_NAME_MAX}
        autoComplete="nickname"
        required
        invalid={Boolean(nameError)}
        message={nameError}
        onChange={(value: string) => {
          setName(value);
          onEdit?.();
        }}
        onSubmit={() => submit()}
      />

      <div className="mfpr-field">
        <label htmlFor={`${id}-language`}>{t('edit.language')}</label>
        <select
          id={`${id}-language`}
          name="interface_language"
          value={language}
          onChange={(e) => {
            setLanguageValue(e.target.value as Language);
            onEdit?.();
          }}
        >
          {LANGUAGE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value} lang={o.lang}>
              {o.label}
            </option>
          ))}
        </select>
      </div>

      <div className="mfpr-field">
        <label htmlFor={`${id}-email`}>{t('edit.email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          readOnly={!canChangeEmail}
          aria-invalid={Boolean(errors?.email) || undefined}
          aria-describedby={`${id}-email-note`}
          onChange={(e) => {
            setEmail(e.target.value);
            onEdit?.();
          }}
        />
        {changedEmail && (
          <TextField
            label={t('edit.currentPassword')}
            name="current_password"
            type="password"
            autoComplete="current-password"
            value={password}
            required
            invalid={passwordMissing}
            message={t('edit.error.currentPassword')}
            onChange={(value: string) => {
              setPassword(value);
              onEdit?.();
            }}
            onSubmit={() => submit()}
          />
        )}
        <div id={`${id}-email-note`}>
          {changedEmail && <p className="ti-form-note">{t('edit.currentPasswordWhy')}</p>}
          {errors?.email && (
            <p role="alert" className="ti-form-alert">
              {errors.email}
            </p>
          )}
          {pending && <p className="ti-form-note">{t('verify.pending', { email: pending })}</p>}
          {unconfirmed && <p className="ti-form-note">{t('verify.unverified', { email: shownEmail })}</p>}
        </div>
        {(pending || unconfirmed) && onResend && (
          <div>
            <Button variant="secondary" size="sm" loading={resend === 'sending'} onClick={onResend}>
              {resend === 'sending' ? t('verify.resending') : t('verify.resend')}
            </Button>
            {resend === 'sent' && (
              <p role="status" className="mfpr-saved">
                {t('verify.resent', { email: pending ?? shownEmail })}
              </p>
            )}
            {resend === 'error' && (
              <p role="alert" className="ti-form-alert">
                {t('verify.error')}
              </p>
            )}
          </div>
        )}
      </div>

      {errors?.form && (
        <p role="alert" className="ti-form-alert">
          {errors.form}
        </p>
      )}
      {saved && (
        <p role="status" className="mfpr-saved">
          {t('edit.saved')}
        </p>
      )}

      <Button type="submit" loading={saving}>
        {saving ? t('edit.saving') : t('edit.save')}
      </Button>
    </form>
  );
}
