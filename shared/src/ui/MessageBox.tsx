import { useTranslation } from 'page-singleton';
import './ui.css';
import { useState, type ReactNode } from 'react';
import { cx } from './classNames';
import { CloseIcon, TypeIcon } from './icons';
import { SafeHtml } from './SafeHtml';

import type { MessageAction, MessageType } from 'page-singleton/bus';
import '../commonStrings';

export interface MessageBoxProps {
  message?: ReactNode;
  type?: MessageType;
  /**
   * Extra rich content; sanitised (allow-list of b, strong, i, em, a, br, p, ul, ol, li), and shown once the
   * sanitiser, fetched on demand, is there.
   */
  html?: string;
  /** Shows a close button (default true). */
  dismiss?: boolean;
  onDismiss?: () => void;
  /** A button that undoes what the message reports; pressing it also closes the message. */
  action?: MessageAction;
  className?: string;
  children?: ReactNode;
}

/**
 * A message box: message, type, optional html and a dismiss option that defaults to on; an optional
 * action ("Undo") for a change that took effect at once.
 * Errors are announced at once (role=alert), other types politely (role=status); the type is also
 * spoken ("Error: …") so colour is never the only cue.
 */
export function MessageBox({
  message,
  type = 'info',
  html,
  dismiss = true,
  onDismiss,
  action,
  className,
  children,
}: MessageBoxProps) {
  const { t } = useTranslation('common');
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;

  return (
    <div role={type === 'error' ? 'alert' : 'status'} className={cx('ti-message', `ti-message--${type}`, className)}>
      <span className="ti-message__icon">
        <TypeIcon type={type} />
      </span>
      <div className="ti-message__content">
        <span className="ti-visually-hidden">{t(`ui.messageType.${type}`)}: </span>
        {message && <div className="ti-message__text">{message}</div>}
        <SafeHtml className="ti-message__html" html={html} />
        {children}
      </div>
      {action && (
        <button
          type="button"
          className="ti-message__action"
          onClick={() => {
            setDismissed(true);
            onDismiss?.();
            action.onAction();
          }}
        >
          {action.label}
        </button>
      )}
      {dismiss && (
        <button
          type="button"
          className="ti-icon-button ti-message__close"
          aria-label={t('dismiss')}
          onClick={() => {
            setDismissed(true);
            onDismiss?.();
          }}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
