import { useTranslation } from 'page-singleton';
import './ui.css';
import { useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { MessageBox } from './MessageBox';
import { Modal } from './Modal';
import '../commonStrings';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question ("Delete this post?"); it names the dialog. */
  heading: string;
  /** What will happen, when the heading alone does not say it. */
  children?: ReactNode;
  /** The action's own words ("Delete"), never a bare "OK". */
  confirmLabel: string;
  onConfirm: () => void;
  /** Cancel, Esc, the close button or a click outside. */
  onCancel: () => void;
  /** The action is running: its button spins, nothing can be cancelled halfway. */
  busy?: boolean;
  /** Why the action failed; the dialog stays open to try again or cancel. */
  error?: string | null;
}

/**
 * The question asked before an action that cannot be undone, in the shared Modal (focus kept inside, Esc
 * cancels). Focus starts on Cancel, so a stray Enter never destroys anything.
 */
export function ConfirmDialog({
  open,
  heading,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  error,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal open={open} onClose={cancel} heading={heading} size="sm" initialFocusRef={cancelRef}>
      {children}
      {error && <MessageBox type="error" message={error} dismiss={false} />}
      <div className="ti-confirm__actions">
        <Button ref={cancelRef} variant="secondary" onClick={cancel} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
