import {
  browserSupportsWebAuthn,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/browser';
import { useTranslation } from 'page-singleton';
import { useState } from 'react';
import { errorMessage, passkeyProblem, useApiMutation, useApiQuery, type Passkey } from 'shared';
import { NS } from '../../i18n';
import { PasskeysSection, type PasskeyList } from './PasskeysSection';

/**
 * The profile's passkeys (GET /user/me/passkeys): adding one is the server's options (a fresh challenge), the
 * browser's prompt, then the new credential to the server; removing one is asked to confirm first.
 */
export function PasskeysPanel() {
  const { t } = useTranslation(NS);
  const { state, retry } = useApiQuery('getPasskeys', t('passkeys.error.load'), {
    select: (answer): PasskeyList => ({
      passkeys: answer.data ?? [],
      hasOtherSignIn: answer.result?.has_other_sign_in ?? false,
    }),
  });
  const addOptions = useApiMutation('addPasskeyOptions');
  const addPasskey = useApiMutation('addPasskey');
  const removePasskey = useApiMutation('removePasskey');
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const add = async (name: string) => {
    setAdding(true);
    setAddError(null);
    setAdded(null);
    try {
      if (!browserSupportsWebAuthn()) {
        setAddError(t('passkeys.unsupported'));
        return;
      }
      const options = await addOptions.mutateAsync({});
      const optionsJSON = options.data as PublicKeyCredentialCreationOptionsJSON;
      const response = await startRegistration({ optionsJSON });
      const answer = await addPasskey.mutateAsync({ body: { response, name } });
      setAdded(answer.data?.name ?? name);
    } catch (err) {
      const problem = passkeyProblem(err);
      setAddError(problem ? t(`passkeys.${problem}`) : errorMessage(err, t('passkeys.error.add')));
    } finally {
      setAdding(false);
    }
  };

  const remove = async (passkey: Passkey) => {
    setRemoveError(null);
    setAdded(null);
    try {
      await removePasskey.mutateAsync({ params: { id: passkey.id } });
      return true;
    } catch (err) {
      setRemoveError(errorMessage(err, t('passkeys.error.remove')));
      return false;
    }
  };

  return (
    <PasskeysSection
      list={state}
      onRetry={retry}
      onAdd={(name) => void add(name)}
      adding={adding}
      addError={addError}
      added={added}
      onRemove={remove}
      removing={removePasskey.isPending}
      removeError={removeError}
    />
  );
}
