import { useTranslation } from 'page-singleton';
import './ui.css';
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { formatVideoTime, parseTimeInput, TIME_FIELD_MAX_SECONDS } from 'contract/format';
import { cx, type FieldPosition } from './classNames';
import { FieldFrame } from './FieldParts';
import '../commonStrings';

export interface TimeFieldProps {
  label: ReactNode;
  hideLabel?: boolean;
  /** The time in seconds. */
  value: number;
  onChange: (seconds: number) => void;
  /** The video's length in seconds: later times are refused ("The video is 14:05 long: …"). */
  max?: number;
  /**
   * Called with what was typed when it is refused (not a time, or past `max`): the field keeps the text and
   * says why beside it; `value` is unchanged. The next accepted time calls `onChange`, even when it equals
   * `value`, so the owner knows the refusal is over.
   */
  onRefuse?: (typed: string) => void;
  hint?: ReactNode;
  id?: string;
  name?: string;
  disabled?: boolean;
  position?: FieldPosition;
  className?: string;
}

/** Digits read as [[h:]m:]s without range limits ("75:10" → 4510), to tell "past the end" from "not a time". */
function plainSeconds(text: string): number | null {
  const parts = text.trim().split(':');
  if (parts.length > 3 || parts.some((p) => !/^\d+$/.test(p))) return null;
  return parts.reduce((total, part) => total * 60 + Number(part), 0);
}

/**
 * A video time field: minutes:seconds, hours:minutes:seconds for a vlog over an hour. Accepts, on blur
 * or Enter, `m:ss`, a two-digit 00-59 taken as seconds, or `h:mm:ss` up to 24:00:00 (parseTimeInput). It
 * shows `m:ss`, or `h:mm:ss` from an hour. ArrowUp/ArrowDown step by one second (down stops at 0, up at
 * `max`). An entry that is not a number at all reverts to the old value. Digits the field does not take, or a
 * time past `max`, are not replaced behind the person's back: they stay in the field, marked invalid with the
 * reason beside it, and `value` keeps its old time.
 */
export function TimeField({
  label,
  hideLabel = false,
  value,
  onChange,
  max,
  onRefuse,
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
  /** why the text in the field was refused, if it was */
  const [refusal, setRefusal] = useState<'notATime' | 'pastEnd' | null>(null);
  const upper = Math.min(max ?? TIME_FIELD_MAX_SECONDS, TIME_FIELD_MAX_SECONDS);

  useEffect(() => {
    setText(formatVideoTime(value));
    setRefusal(null);
  }, [value]);

  const set = (seconds: number) => {
    const wasRefused = refusal !== null;
    setRefusal(null);
    setText(formatVideoTime(seconds));
    if (seconds !== value || wasRefused) onChange(seconds);
  };

  const refuse = (why: 'notATime' | 'pastEnd') => {
    setRefusal(why);
    onRefuse?.(text);
  };

  const commit = () => {
    const parsed = parseTimeInput(text);
    if (parsed !== null) {
      if (max !== undefined && parsed > max) refuse('pastEnd');
      else set(parsed);
    } else if (!/^[\d:\s]*\d[\d:\s]*$/.test(text)) {
      // an entry with no digits or with other characters (not a number at all) reverts to the old value
      set(value);
    } else {
      // digits in a shape or range the field does not take: "75:10" on a 14:05 video is past its end
      const plainly = plainSeconds(text);
      refuse(max !== undefined && plainly !== null && plainly > max ? 'pastEnd' : 'notATime');
    }
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

  const message =
    refusal === 'pastEnd' && max !== undefined
      ? t('ui.timeField.pastEnd', { max: formatVideoTime(max) })
      : refusal === 'notATime'
        ? t('ui.timeField.notATime')
        : undefined;
  return (
    <FieldFrame
      controlId={inputId}
      label={label}
      hideLabel={hideLabel}
      position={position}
      invalid={refusal !== null}
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
          aria-invalid={refusal !== null || undefined}
          aria-describedby={description}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
      )}
    </FieldFrame>
  );
}
