import { useTranslation } from 'page-singleton';
import type { ReactNode } from 'react';
import { cx, type FieldPosition } from './classNames';
import '../commonStrings';

/** ids of the description pieces of a field, for aria-describedby. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/** The "N of M characters" counter under a limited field. */
export function FieldCounter({ id, count, max }: { id: string; count: number; max: number }) {
  const { t } = useTranslation('common');
  return (
    <span id={id} className={count >= max ? 'ti-field__counter ti-field__counter--full' : 'ti-field__counter'}>
      {t('field.counter', { count, max })}
    </span>
  );
}

/** Hint, invalid message and counter under a field. */
export function FieldFooter({
  hint,
  hintId,
  message,
  messageId,
  counter,
}: {
  hint?: ReactNode;
  hintId: string;
  message?: ReactNode;
  messageId: string;
  counter?: ReactNode;
}) {
  if (!hint && !message && !counter) return null;
  return (
    <div className="ti-field__footer">
      <div className="ti-field__notes">
        {message && (
          <p id={messageId} className="ti-field__message">
            <span aria-hidden="true" className="ti-field__message-icon">
              !
            </span>
            {message}
          </p>
        )}
        {hint && (
          <p id={hintId} className="ti-field__hint">
            {hint}
          </p>
        )}
      </div>
      {counter}
    </div>
  );
}

interface FieldFrameProps {
  controlId: string;
  label: ReactNode;
  hideLabel: boolean;
  position: FieldPosition;
  invalid: boolean;
  disabled?: boolean;
  className?: string;
  /** shown (and described) only while `invalid` */
  message?: ReactNode;
  hint?: ReactNode;
  /** the text length and its limit, for the counter; no counter without a limit */
  count: number;
  limit?: number;
  /** the caller's own aria-describedby, kept after the field's */
  describedByExtra?: string;
  /** renders the control with the aria-describedby it must carry */
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * The frame every labelled text field shares: the label, the control, and under it the invalid message,
 * the hint and the counter, all linked to the control with aria-describedby.
 */
export function FieldFrame({
  controlId,
  label,
  hideLabel,
  position,
  invalid,
  disabled,
  className,
  message,
  hint,
  count,
  limit,
  describedByExtra,
  children,
}: FieldFrameProps) {
  const showMessage = invalid && Boolean(message);
  const ids = { hint: `${controlId}-hint`, message: `${controlId}-message`, counter: `${controlId}-counter` };
  const description = describedBy(
    showMessage && ids.message,
    hint ? ids.hint : false,
    limit !== undefined && ids.counter,
    describedByExtra,
  );
  return (
    <div
      className={cx(
        'ti-field',
        `ti-pos--${position}`,
        invalid && 'ti-field--invalid',
        disabled && 'ti-field--disabled',
        className,
      )}
    >
      <label htmlFor={controlId} className={cx('ti-field__label', hideLabel && 'ti-visually-hidden')}>
        {label}
      </label>
      <div className="ti-field__control">{children(description)}</div>
      <FieldFooter
        hint={hint}
        hintId={ids.hint}
        message={showMessage ? message : undefined}
        messageId={ids.message}
        counter={limit !== undefined ? <FieldCounter id={ids.counter} count={count} max={limit} /> : undefined}
      />
    </div>
  );
}
