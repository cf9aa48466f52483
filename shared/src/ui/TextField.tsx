import { useTranslation } from 'page-singleton';
import './ui.css';
import { forwardRef, useId, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import type { FieldPosition } from './classNames';
import { FieldFrame } from './FieldParts';
import { useLimitedText } from './useLimitedText';
import '../commonStrings';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'onSubmit' | 'size' | 'type' | 'maxLength'
> {
  label: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  type?: 'text' | 'password' | 'email' | 'search' | 'tel' | 'url';
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Called with the current value when Enter is pressed. */
  onSubmit?: (value: string) => void;
  /** Hard limit; shows the "N of M characters" counter. */
  maxLength?: number;
  invalid?: boolean;
  /** Shown (and linked with aria-describedby) while `invalid`. */
  message?: ReactNode;
  hint?: ReactNode;
  position?: FieldPosition;
}

/** A labelled single-line text input. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hideLabel = false,
    type = 'text',
    value,
    defaultValue,
    onChange,
    onSubmit,
    maxLength,
    invalid = false,
    message,
    hint,
    position = 'alone',
    id,
    className,
    onKeyDown,
    disabled,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('common');
  const autoId = useId();
  const inputId = id ?? `ti-text-${autoId}`;
  const [visible, setVisible] = useState(false);
  const { text, limit, setRef, handlers } = useLimitedText<HTMLInputElement>({
    value,
    defaultValue,
    maxLength,
    onChange,
    ref,
  });

  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.defaultPrevented) return;
    if (e.key === 'Enter' && !e.nativeEvent.isComposing && onSubmit) {
      e.preventDefault();
      onSubmit(e.currentTarget.value);
    }
  };

  const isPassword = type === 'password';
  return (
    <FieldFrame
      controlId={inputId}
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
        <>
          <input
            {...rest}
            ref={setRef}
            id={inputId}
            type={isPassword && visible ? 'text' : type}
            className="ti-field__input"
            value={text}
            maxLength={limit}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={description}
            onKeyDown={handleKeyDown}
            {...handlers}
          />
          {isPassword && (
            <button
              type="button"
              className="ti-field__toggle"
              aria-controls={inputId}
              aria-label={visible ? t('field.hidePassword') : t('field.showPassword')}
              onClick={() => setVisible((v) => !v)}
              disabled={disabled}
            >
              <EyeIcon crossed={visible} />
            </button>
          )}
        </>
      )}
    </FieldFrame>
  );
});

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z"
        fill="currentColor"
      />
      {crossed && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
    </svg>
  );
}
