import './userform.css';

/** The error of a whole flow form (a refused sign-in, a failed request), announced to screen readers. */
export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="mfa-alert">
      {message}
    </p>
  );
}
