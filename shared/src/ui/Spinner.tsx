import './ui.css';
import { cx } from './classNames';

/** Loader colours: java (teal), blue, white (on dark or primary backgrounds). */
export type LoaderColor = 'java' | 'blue' | 'white';

export interface SpinnerProps {
  color?: LoaderColor;
  size?: 'sm' | 'md' | 'lg';
  /** When given, the spinner is announced as a status with this text; otherwise it is decorative. */
  label?: string;
  className?: string;
}

/** A spinning loader. Decorative by default (inside a busy button); pass `label` to use it on its own. */
export function Spinner({ color = 'java', size = 'md', label, className }: SpinnerProps) {
  const spinner = (
    <span className={cx('ti-spinner', `ti-spinner--${color}`, `ti-spinner--${size}`, className)} aria-hidden="true" />
  );
  if (!label) return spinner;
  return (
    <span role="status" className="ti-spinner-status">
      {spinner}
      <span className="ti-visually-hidden">{label}</span>
    </span>
  );
}
