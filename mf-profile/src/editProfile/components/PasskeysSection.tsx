import { useTranslation } from 'page-singleton';
import { useId, useState } from 'react';
import {
  Button,
  ConfirmDialog,
  LoadFailed,
  MessageBox,
  PASSKEY_NAME_MAX_LENGTH,
  TextField,
  formatLocalDate,
  formatRelativeTime,
  type LoadState,
  type Passkey,
} from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import '../../common/editProfile.css';

/** The account's passkeys, and whether it signs in another way too (a password, a social account). */
export interface PasskeyList {
  passkeys: Passkey[];
  hasOtherSignIn: boolean;
}

export interface PasskeysSectionProps {
  list: LoadState<PasskeyList>;
  onRetry: () => void;
  /** add a passkey by this name (the browser's prompt opens) */
  onAdd: (name: string) => void;
  /** the prompt is open, or the new passkey is on its way to the server */
  adding?: boolean;
  /** why adding failed (the prompt cancelled included), already in the current language */
  addError?: string | null;
  /** the name of the passkey just added */
  added?: string | null;
  /** remove one (after the person confirmed); resolves true once it is gone, false when it failed */
  onRemove: (passkey: Passkey) => Promise<boolean>;
  removing?: boolean;
  removeError?: string | null;
  /** "now" for the last-used times (stories pin it) */
  now?: number;
}

/**
 * The profile's passkeys: each by its name with when it was added and last used, a remove button (asked to
 * confirm) unless it is the account's only way to sign in, and a named "Add a passkey".
 */
export function PasskeysSection({
  list,
  onRetry,
  onAdd,
  adding = false,
  addError,
  added,
  onRemove,
  removing = false,
  removeError,
  now,
}: PasskeysSectionProps) {
  const { t, i18n } = useTranslation(NS);
  const headingId = useId();
  const [name, setName] = useState(() => t('passkeys.defaultName'));
  const [nameTried, setNameTried] = useState(false);
  const [confirming, setConfirming] = useState<Passkey | null>(null);
  const [removed, setRemoved] = useState(false);
  const language = i18n.language;
  const nameError = nameTried && !name.trim() ? t('passkeys.error.name') : undefined;

  const add = () => {
    setNameTried(true);
    setRemoved(false);
    if (!name.trim() || adding) return;
    onAdd(name.trim());
  };

  return (
    <section className="mfpr-passkeys" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('passkeys.title')}</h2>
      <p className="ti-form-note">{t('passkeys.intro')}</p>
      {list.status === 'loading' && <p role="status">{t('passkeys.loading')}</p>}
      {list.status === 'error' && <LoadFailed message={list.message} onRetry={onRetry} />}
      {list.status === 'ready' && (
        <>
          {list.data.passkeys.length === 0 ? (
            <p>{t('passkeys.empty')}</p>
          ) : (
            <ul>
              {list.data.passkeys.map((passkey) => {
                const onlyWayIn = !list.data.hasOtherSignIn && list.data.passkeys.length === 1;
                return (
                  <li key={passkey.id} className="mfpr-passkey">
                    <div>
                      <h3>{passkey.name}</h3>
                      <p>
                        {t('passkeys.created', { date: formatLocalDate(passkey.created_at, { language }) })}
                        {' · '}
                        {passkey.last_used_at
                          ? t('passkeys.lastUsed', {
                              when: formatRelativeTime(passkey.last_used_at, { language, now }),
                            })
                          : t('passkeys.neverUsed')}
                      </p>
                      {onlyWayIn && <p>{t('passkeys.lastWayIn')}</p>}
                    </div>
                    {!onlyWayIn && (
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => {
                          setRemoved(false);
                          setConfirming(passkey);
                        }}
                      >
                        {t('passkeys.remove', { name: passkey.name })}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {removed && (
            <p role="status" className="mfpr-saved">
              {t('passkeys.removed')}
            </p>
          )}
          <div className="mfpr-form">
            <TextField
              label={t('passkeys.name')}
              name="passkey_name"
              value={name}
              maxLength={PASSKEY_NAME_MAX_LENGTH}
              hint={t('passkeys.nameHint')}
              invalid={Boolean(nameError)}
              message={nameError}
              onChange={setName}
              onSubmit={add}
            />
            {addError && <MessageBox type="error" message={addError} dismiss={false} />}
            {added && !addError && (
              <p role="status" className="mfpr-saved">
                {t('passkeys.added', { name: added })}
              </p>
            )}
            <div>
              <Button loading={adding} onClick={add}>
                {adding ? t('passkeys.adding') : t('passkeys.add')}
              </Button>
            </div>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        heading={t('passkeys.removeHeading', { name: confirming?.name ?? '' })}
        confirmLabel={t('passkeys.removeConfirm')}
        busy={removing}
        error={removeError}
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          if (!confirming) return;
          if (await onRemove(confirming)) {
            setConfirming(null);
            setRemoved(true);
          }
        }}
      >
        <p>{t('passkeys.removeText')}</p>
      </ConfirmDialog>
    </section>
  );
}
