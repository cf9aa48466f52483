import './ui.css';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './classNames';
import { useDialog } from './useDialog';
import { useScrollLock, useTranslation } from 'page-singleton';
import { CloseIcon } from './icons';
import '../commonStrings';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Optional heading; it also names the dialog. */
  heading?: ReactNode;
  /** Accessible name when there is no heading (default: "Dialog"). */
  label?: string;
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** What gets focus on open; default the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * A modal dialog in a portal: closes on Esc, on a click on the backdrop (not inside) and with
 * its close button; keeps focus inside while open, gives it back to the opener and locks page scroll.
 */
export function Modal({
  open,
  onClose,
  heading,
  label,
  children,
  size = 'md',
  initialFocusRef,
  className,
}: ModalProps) {
  const { t } = useTranslation('common');
  const headingId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressedInside = useRef(false);
  useDialog(dialogRef, { open, onClose, initialFocusRef });
  useScrollLock(open);
  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div
      className="ti-backdrop ti-backdrop--center"
      onMouseDown={(e) => {
        pressedInside.current = e.target !== e.currentTarget;
      }}
      onClick={(e) => {
        // a press that started inside (selecting text, dragging) and ended outside does not close
        const fromInside = pressedInside.current;
        pressedInside.current = false;
        if (e.target === e.currentTarget && !fromInside) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={heading ? headingId : undefined}
        aria-label={heading ? undefined : (label ?? t('ui.dialog'))}
        tabIndex={-1}
        className={cx('ti-modal', `ti-modal--${size}`, className)}
      >
        <div className={cx('ti-modal__header', !heading && 'ti-modal__header--bare')}>
          {heading && (
            <h2 id={headingId} className="ti-modal__heading">
              {heading}
            </h2>
          )}
          <button type="button" className="ti-icon-button" aria-label={t('close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="ti-modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
