import { useState, type FormEvent, type ReactNode } from 'react';
import '../../common/userform.css';

/** The error of a whole flow form (a refused sign-in, a failed request), announced to screen readers. */
export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="ti-form-alert">
      {message}
    </p>
  );
}

/** The frame of every sign-in flow form: our own validation (not the browser's), busy while sending, its error first. */
export function FlowForm({
  onSubmit,
  submitting,
  error,
  children,
}: {
  onSubmit: (e: FormEvent) => void;
  submitting: boolean;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <form className="mfa-form" onSubmit={onSubmit} noValidate aria-busy={submitting || undefined}>
      <FormAlert message={error} />
      {children}
    </form>
  );
}

/**
 * Submitting a flow form: the first attempt turns the validation messages on (`tried`); `send` runs only when
 * the form is `valid` and nothing is being sent. `edited(set)` wraps a field's setter so that typing also
 * tells the page (`onEdit`, which clears a previous server error).
 */
export function useFlowSubmit({
  submitting,
  valid,
  send,
  onEdit,
}: {
  submitting: boolean;
  valid: boolean;
  send: () => void;
  onEdit?: () => void;
}) {
  const [tried, setTried] = useState(false);
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setTried(true);
    if (submitting || !valid) return;
    send();
  };
  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      onEdit?.();
    };
  return { tried, submit, edited };
}
