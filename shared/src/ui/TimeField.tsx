import './ui.css';
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeField, parseTimeInput, TIME_FIELD_MAX_SECONDS } from '../format/videoTime';
import { cx, type FieldPosition } from './classNames';
import { describedBy, FieldFooter } from './FieldParts';

export interface TimeFieldProps {
  label: ReactNode;
  hideLabel?: boolean;
  /** The time in seconds. */
  value: number;
  onChange: (seconds: number) => void;
  /** The largest accepted value in seconds (e.g. the video length); larger entries are refused. */
  max?: number;
  hint?: ReactNode;
  id?: string;
  name?: string;
  disabled?: boolean;
  position?: FieldPosition;
  className?: string;
}

/**
 * A minutes:seconds field (spec §5). Accepts, on blur or Enter, `mm:ss` (minutes 0-59, seconds 00-59)
 * or a two-digit 00-59 taken as seconds; anything else reverts to the old value. ArrowUp/ArrowDown
 * step by one second (down stops at 0, up at `max`). A value above `max` is refused with a message.
 */
export function TimeField({
  label,
  hideLabel = false,
  value,
  onChange,
  max,
  hint,
  id,
  name,
  disabled,
  position = 'alone',
  className,
}: TimeFieldProps) {
  const { t } = useTranslation('common');
  const autoId = useId();
  const inputId = id ?? `ti-time-${autoId}`;
  const [text, setText] = useState(() => formatTimeField(value));
  const [tooLarge, setTooLarge] = useState(false);
  const upper = Math.min(max ?? TIME_FIELD_MAX_SECONDS, TIME_FIELD_MAX_SECONDS);

  useEffect(() => {
    setText(formatTimeField(value));
  }, [value]);

  const set = (seconds: number) => {
    setTooLarge(false);
    setText(formatTimeField(seconds));
    if (seconds !== value) onChange(seconds);
  };

  const commit = () => {
    const parsed = parseTimeInput(text);
    if (parsed === null) {
      setText(formatTimeField(value)); // revert
      return;
    }
    if (max !== undefined && parsed > max) {
      setText(formatTimeField(value));
      setTooLarge(true);
      return;
    }
    set(parsed);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
    } else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      const typed = parseTimeInput(text);
      const base = typed !== null && typed <= upper ? typed : value;
      set(e.key === 'ArrowUp' ? Math.min(base + 1, upper) : Math.max(base - 1, 0));
    }
  };

  const ids = { hint: `${inputId}-hint`, message: `${inputId}-message` };
  const message = tooLarge && max !== undefined ? t('ui.timeField.tooLarge', { max: formatTimeField(max) }) : undefined;
  return (
    <div className={cx('ti-field', 'ti-time-field', `ti-pos--${position}`, tooLarge && 'ti-field--invalid', className)}>
      <label htmlFor={inputId} className={cx('ti-field__label', hideLabel && 'ti-visually-hidden')}>
        {label}
      </label>
      <div className="ti-field__control">
        <input
          id={inputId}
          name={name}
          type="text"
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          className="ti-field__input"
          value={text}
          disabled={disabled}
          aria-valuenow={value}
          aria-valuemin={0}
          aria-valuemax={upper}
          aria-valuetext={formatTimeField(value)}
          aria-invalid={tooLarge || undefined}
          aria-describedby={describedBy(message && ids.message, hint ? ids.hint : false)}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
      </div>
      <FieldFooter hint={hint} hintId={ids.hint} message={message} messageId={ids.message} />
    </div>
  );
}
