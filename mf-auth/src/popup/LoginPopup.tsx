import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, bus } from 'shared';
import { NS } from '../i18n';
import { LoginForm } from '../userform/components/LoginForm';
import { useEmailLogin } from '../userform/hooks/useEmailLogin';

export interface LoginPopupViewProps {
  open: boolean;
  reason?: string;
  onClose: () => void;
  onSubmit: Parameters<typeof LoginForm>[0]['onSubmit'];
  submitting?: boolean;
  error?: string | null;
  onEdit?: () => void;
  /** go to another start of the user form (closes the popup) */
  onGo: (path: '/signup' | '/forgot-password') => void;
}

/** The login popup (presentational): the login form inside the shared Modal. */
export function LoginPopupView({ open, reason, onClose, onGo, ...form }: LoginPopupViewProps) {
  const { t } = useTranslation(NS);
  return (
    <Modal open={open} onClose={onClose} heading={t('login.title')}>
      {reason && <p className="mfa-reason">{reason}</p>}
      <LoginForm
        {...form}
        footer={
          <>
            <button type="button" className="mfa-linkbutton" onClick={() => onGo('/forgot-password')}>
              {t('login.forgot')}
            </button>
            <button type="button" className="mfa-linkbutton" onClick={() => onGo('/signup')}>
              {t('login.signup')}
            </button>
          </>
        }
      />
    </Modal>
  );
}

/**
 * The login popup widget: opens on `auth:open-login`, signs in with the same form as /login, then emits
 * `auth:signed-in` and closes. It needs no router (links go through the bus), so it works wherever the
 * shell mounts it.
 */
export function LoginPopup() {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<string | undefined>();
  const [session, setSession] = useState(0);
  const { submit, submitting, error, clearError } = useEmailLogin();

  useEffect(
    () =>
      bus.on('auth:open-login', (detail) => {
        setReason(detail?.reason);
        clearError();
        setSession((n) => n + 1); // a fresh form each time it opens
        setOpen(true);
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return (
    <LoginPopupView
      key={session}
      open={open}
      reason={reason}
      onClose={() => setOpen(false)}
      submitting={submitting}
      error={error}
      onEdit={() => error && clearError()}
      onGo={(to) => {
        setOpen(false);
        bus.emit('route:navigate', { to });
      }}
      onSubmit={async (values) => {
        const user = await submit(values);
        if (!user) return;
        setOpen(false);
        bus.emit('auth:signed-in', { user });
      }}
    />
  );
}
