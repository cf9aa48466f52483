import './ui.css';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cx, type FieldPosition } from './classNames';
import { Spinner, type LoaderColor } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner, sets aria-busy and disables the button until the work is done. */
  loading?: boolean;
  /** Spinner colour; default white on primary, java otherwise. */
  loaderColor?: LoaderColor;
  /** In a group of joined buttons: which corners are rounded. Default alone (all). */
  position?: FieldPosition;
  fullWidth?: boolean;
}

/** A button. `type` defaults to "button" so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    loaderColor,
    position = 'alone',
    fullWidth = false,
    disabled,
    type = 'button',
    className,
    children,
    ...rest
  },
  ref,
) {
  const color = loaderColor ?? (variant === 'primary' ? 'white' : 'java');
  return (
    <button
      ref={ref}
      type={type}
      {...rest}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(
        'ti-button',
        `ti-button--${variant}`,
        `ti-button--${size}`,
        `ti-pos--${position}`,
        loading && 'ti-button--loading',
        fullWidth && 'ti-button--full',
        className,
      )}
    >
      {loading && <Spinner color={color} size="sm" className="ti-button__spinner" />}
      <span className="ti-button__label">{children}</span>
    </button>
  );
});
