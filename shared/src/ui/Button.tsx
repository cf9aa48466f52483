import './ui.css';
import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type MouseEventHandler } from 'react';
import { cx, type FieldPosition } from './classNames';
import { Spinner, type LoaderColor } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner and makes the button busy (`busyButtonProps`) until the work is done. */
  loading?: boolean;
  /** Spinner colour; default white on primary, java otherwise. */
  loaderColor?: LoaderColor;
  /** In a group of joined buttons: which corners are rounded. Default alone (all). */
  position?: FieldPosition;
  fullWidth?: boolean;
}

const ignoreClick = (e: MouseEvent) => e.preventDefault();

/**
 * What a button is while the work it started runs: still focusable (the HTML `disabled` attribute would drop
 * keyboard focus to <body> and take the button out of the tab order), announced as busy and unavailable
 * (aria-busy, aria-disabled), and its clicks, Enter and Space do nothing, not even submit its form. Every busy
 * button, the UI kit's and a module's own, is made busy this way.
 */
export function busyButtonProps<E extends Element>(
  busy: boolean,
  onClick: MouseEventHandler<E> | undefined,
): { 'aria-busy'?: true; 'aria-disabled'?: true; onClick: MouseEventHandler<E> | undefined } {
  if (!busy) return { onClick };
  return { 'aria-busy': true, 'aria-disabled': true, onClick: ignoreClick };
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
    onClick,
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
      disabled={disabled}
      {...busyButtonProps(loading, onClick)}
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
