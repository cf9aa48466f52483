import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, type Language, type User } from 'shared';
import { NS } from '../../i18n';
import { DISPLAY_NAME_MAX, displayNameProblem } from '../state/validate';
import type { ProfileValues, SaveErrors } from '../hooks/useSaveProfile';
import './editProfile.css';

/** Language names are written in their own language, whatever the interface language is. */
const LANGUAGE_OPTIONS: { value: Language; label: string; lang: string }[] = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'zh-Hant-TW', label: '繁體中文', lang: 'zh-Hant-TW' },
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
}

/** The edit-profile form: display name, interface language, and the current e-mail (read-only). */
export function EditProfileForm({ user, saving = false, errors, saved = false, onSave, onEdit }: EditProfileFormProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [name, setName] = useState(user.display_name);
  const [language, setLanguageValue] = useState<Language>(user.interface_language);
  const [touched, setTouched] = useState(false);

  const problem = displayNameProblem(name);
  const nameError =
    touched && problem ? t(`edit.error.${problem}`, { max: DISPLAY_NAME_MAX }) : (errors?.field ?? undefined);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setTouched(true);
    if (problem || saving) return;
    onSave({ display_name: name.trim(), interface_language: language });
  };

  const email = user.shown_email ?? user.email ?? user.social_email;

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
        <input id={`${id}-email`} type="email" value={email ?? ''} readOnly aria-describedby={`${id}-email-note`} />
        <p id={`${id}-email-note`} className="mfpr-note">
          {t('edit.emailLater')}
        </p>
      </div>

      {errors?.form && (
        <p role="alert" className="mfpr-alert">
          {errors.form}
        </p>
      )}
      {saved && (
        <p role="status" className="mfpr-saved">
          {t('edit.saved')}
        </p>
      )}

      <Button type="submit" loading={saving} disabled={saving}>
        {saving ? t('edit.saving') : t('edit.save')}
      </Button>
    </form>
  );
}
