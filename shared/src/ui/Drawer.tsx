import './ui.css';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './classNames';
import { BackIcon, CloseIcon } from './icons';
import { useDialog } from './useDialog';
import { useScrollLock, useTranslation } from 'page-singleton';
import '../commonStrings';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  heading: ReactNode;
  side?: 'left' | 'right';
  /** Shows a "Back to list" button (inspiration and planner drawers). */
  onBack?: () => void;
  /** Text of the back button (default "Back to list"). */
  backLabel?: string;
  children?: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * A side drawer: a modal panel from the left or right, in a portal. Esc, the close button
 * and a click on the backdrop close it; focus moves in on open and back to the opener on close; page
 * scroll is locked while it is open.
 */
export function Drawer({
  open,
  onClose,
  heading,
  side = 'right',
  onBack,
  backLabel,
  children,
  initialFocusRef,
  className,
}: DrawerProps) {
  const { t } = useTranslation('common');
  const headingId = useId();
  const panelRef = useRef<HTMLElement>(null);
  useDialog(panelRef, { open, onClose, initialFocusRef });
  useScrollLock(open);
  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div className="ti-drawer-layer">
      <div className="ti-backdrop" data-testid="drawer-backdrop" onClick={onClose} />
      <section
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
        className={cx('ti-drawer', `ti-drawer--${side}`, className)}
      >
        <header className="ti-drawer__header">
          {onBack && (
            <button
              type="button"
              className="ti-button ti-button--ghost ti-button--sm ti-pos--alone ti-drawer__back"
              onClick={onBack}
            >
              <BackIcon />
              <span className="ti-button__label">{backLabel ?? t('ui.backToList')}</span>
            </button>
          )}
          <h2 id={headingId} className="ti-drawer__heading">
            {heading}
          </h2>
          <button type="button" className="ti-icon-button" aria-label={t('close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </header>
        <div className="ti-drawer__body">{children}</div>
      </section>
    </div>,
    document.body,
  );
}
