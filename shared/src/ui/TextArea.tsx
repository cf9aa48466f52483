import './ui.css';
import {
  forwardRef,
  useCallback,
  useId,
  useLayoutEffect,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { cx, type FieldPosition } from './classNames';
import { describedBy, FieldCounter, FieldFooter } from './FieldParts';
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

/** A labelled multi-line text input that grows with its content (spec §5). */
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
  const { text, limit, elementRef, handlers } = useLimitedText<HTMLTextAreaElement>({
    value,
    defaultValue,
    maxLength,
    onChange,
  });
  const setRefs = useCallback(
    (el: HTMLTextAreaElement | null) => {
      elementRef.current = el;
      if (typeof ref === 'function') ref(el);
      else if (ref) (ref as { current: HTMLTextAreaElement | null }).current = el;
    },
    [elementRef, ref],
  );

  useLayoutEffect(() => {
    if (elementRef.current) fitTextAreaHeight(elementRef.current, maxHeight);
  }, [text, maxHeight, elementRef]);

  const showMessage = invalid && Boolean(message);
  const ids = { hint: `${areaId}-hint`, message: `${areaId}-message`, counter: `${areaId}-counter` };
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
      <label htmlFor={areaId} className={cx('ti-field__label', hideLabel && 'ti-visually-hidden')}>
        {label}
      </label>
      <div className="ti-field__control">
        <textarea
          {...rest}
          ref={setRefs as Ref<HTMLTextAreaElement>}
          id={areaId}
          rows={rows}
          className="ti-field__input ti-field__textarea"
          value={text}
          maxLength={limit}
          disabled={disabled}
          style={{ ...rest.style, maxHeight }}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(
            showMessage && ids.message,
            hint ? ids.hint : false,
            limit !== undefined && ids.counter,
            rest['aria-describedby'],
          )}
          {...handlers}
        />
      </div>
      <FieldFooter
        hint={hint}
        hintId={ids.hint}
        message={showMessage ? message : undefined}
        messageId={ids.message}
        counter={limit !== undefined ? <FieldCounter id={ids.counter} count={text.length} max={limit} /> : undefined}
      />
    </div>
  );
});
