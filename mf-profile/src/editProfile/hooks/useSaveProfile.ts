import { useTranslation } from 'page-singleton';
import { useCallback, useState } from 'react';
import {
  ApiError,
  errorMessage,
  setLanguage,
  sharedStore,
  userAtom,
  type Language,
  type User,
  runApiMutation,
} from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';

export interface ProfileValues {
  display_name: string;
  interface_language: Language;
  /** only when the user changed it (a verification link goes to the new address) */
  email?: string;
  /** with a changed e-mail: the account's current password, which proves the owner is asking */
  current_password?: string;
}

export interface SaveErrors {
  /** a problem the server found with the display name (shown on the field) */
  field: string | null;
  /** anything else (shown as a message) */
  form: string | null;
  /** a problem with the new e-mail address */
  email?: string | null;
}

const NO_ERRORS: SaveErrors = { field: null, form: null, email: null };

/**
 * PUT /user/me. On success the new language is applied site-wide and the shared user atom updated,
 * so the header and every other module see the change at once.
 */
export function useSaveProfile() {
  const { t } = useTranslation(NS);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<SaveErrors>(NO_ERRORS);

  const save = useCallback(
    async (values: ProfileValues): Promise<User | null> => {
      setSaving(true);
      setErrors(NO_ERRORS);
      try {
        // (the screen puts the saved user into its cached profile: not asked again)
        const r = await runApiMutation(
          'updateMe',
          {
            body: {
              display_name: values.display_name.trim(),
              interface_language: values.interface_language,
              ...(values.email !== undefined ? { email: values.email, current_password: values.current_password } : {}),
            },
          },
          { updatedHere: ['getMe'] },
        );
        const user = r.data;
        if (!user) throw new Error('no user');
        sharedStore.set(userAtom, user);
        await setLanguage(user.interface_language);
        return user;
      } catch (err) {
        const message = errorMessage(err, t('edit.error.save'));
        // a 4xx about the request is about the one free-text field; the rest is a general failure
        const isValidation =
          err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.status !== 403;
        // the display name was checked here already: with a changed e-mail, a refusal is about the address
        const aboutEmail = values.email !== undefined && !/display_?name/i.test(message);
        setErrors(
          isValidation && aboutEmail
            ? { field: null, form: null, email: message }
            : isValidation
              ? { field: message, form: null }
              : { field: null, form: message },
        );
        return null;
      } finally {
        setSaving(false);
      }
    },
    [t],
  );

  return { save, saving, errors, clearErrors: () => setErrors(NO_ERRORS) };
}
