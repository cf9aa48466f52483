import { useTranslation } from 'shared/singleton';
import './ui.css';
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { formatVideoTime, parseTimeInput, TIME_FIELD_MAX_SECONDS } from '../format/videoTime';
import { cx, type FieldPosition } from './classNames';
import { FieldFrame } from './FieldParts';
import '../commonStrings';

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
 * A video time field: minutes:seconds, hours:minutes:seconds for a vlog over an hour. Accepts, on blur
 * or Enter, `mm:ss` (minutes 0-59, seconds 00-59), a two-digit 00-59 taken as seconds, or `h:mm:ss` up to
 * 24:00:00 (parseTimeInput); anything else reverts to the old value. It shows `m:ss`, or `h:mm:ss` from an
 * hour. ArrowUp/ArrowDown step by one second (down stops at 0, up at `max`). A value above `max` is refused
 * with a message.
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
  const [text, setText] = useState(() => formatVideoTime(value));
  const [tooLarge, setTooLarge] = useState(false);
  const upper = Math.min(max ?? TIME_FIELD_MAX_SECONDS, TIME_FIELD_MAX_SECONDS);

  useEffect(() => {
    setText(formatVideoTime(value));
  }, [value]);

  const set = (seconds: number) => {
    setTooLarge(false);
    setText(formatVideoTime(seconds));
    if (seconds !== value) onChange(seconds);
  };

  const commit = () => {
    const parsed = parseTimeInput(text);
    if (parsed === null) {
      setText(formatVideoTime(value)); // revert
      return;
    }
    if (max !== undefined && parsed > max) {
      setText(formatVideoTime(value));
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

  const message = tooLarge && max !== undefined ? t('ui.timeField.tooLarge', { max: formatVideoTime(max) }) : undefined;
  return (
    <FieldFrame
      controlId={inputId}
      label={label}
      hideLabel={hideLabel}
      position={position}
      invalid={tooLarge}
      disabled={disabled}
      className={cx('ti-time-field', className)}
      message={message}
      hint={hint}
      count={text.length}
    >
      {(description) => (
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
          aria-valuetext={formatVideoTime(value)}
          aria-invalid={tooLarge || undefined}
          aria-describedby={description}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
      )}
    </FieldFrame>
  );
}
