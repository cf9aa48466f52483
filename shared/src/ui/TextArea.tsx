import './ui.css';
import { forwardRef, useId, useLayoutEffect, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { FieldPosition } from './classNames';
import { FieldFrame } from './FieldParts';
import { useLimitedText } from './useLimitedText';

export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'defaultValue' | 'onChange' | 'maxLength'
> {
  label: ReactNode;
  hideLabel?: boolean;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Hard limit; shows the "N of M characters" counter. */
  maxLength?: number;
  /** The area grows with its content up to this height (px), then scrolls. Unlimited when absent. */
  maxHeight?: number;
  invalid?: boolean;
  message?: ReactNode;
  hint?: ReactNode;
  position?: FieldPosition;
}

/** Sizes a textarea to its content, capped at `maxHeight`; scrolls beyond the cap. */
export function fitTextAreaHeight(el: HTMLTextAreaElement, maxHeight?: number): void {
  el.style.height = 'auto';
  const cs = typeof window !== 'undefined' ? window.getComputedStyle(el) : null;
  const borders = cs ? (parseFloat(cs.borderTopWidth) || 0) + (parseFloat(cs.borderBottomWidth) || 0) : 0;
  const needed = el.scrollHeight + borders;
  const capped = maxHeight !== undefined && needed > maxHeight;
  el.style.height = `${capped ? maxHeight : needed}px`;
  el.style.overflowY = capped ? 'auto' : 'hidden';
}

/** A labelled multi-line text input that grows with its content. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    hideLabel = false,
    value,
    defaultValue,
    onChange,
    maxLength,
    maxHeight,
    invalid = false,
    message,
    hint,
    position = 'alone',
    id,
    className,
    rows = 3,
    disabled,
    ...rest
  },
  ref,
) {
  const autoId = useId();
  const areaId = id ?? `ti-area-${autoId}`;
  const { text, limit, elementRef, setRef, handlers } = useLimitedText<HTMLTextAreaElement>({
    value,
    defaultValue,
    maxLength,
    onChange,
    ref,
  });

  useLayoutEffect(() => {
    if (elementRef.current) fitTextAreaHeight(elementRef.current, maxHeight);
  }, [text, maxHeight, elementRef]);

  return (
    <FieldFrame
      controlId={areaId}
      label={label}
      hideLabel={hideLabel}
      position={position}
      invalid={invalid}
      disabled={disabled}
      className={className}
      message={message}
      hint={hint}
      count={text.length}
      limit={limit}
      describedByExtra={rest['aria-describedby']}
    >
      {(description) => (
        <textarea
          {...rest}
          ref={setRef}
          id={areaId}
          rows={rows}
          className="ti-field__input ti-field__textarea"
          value={text}
          maxLength={limit}
          disabled={disabled}
          style={{ ...rest.style, maxHeight }}
          aria-invalid={invalid || undefined}
          aria-describedby={description}
          {...handlers}
        />
      )}
    </FieldFrame>
  );
});
