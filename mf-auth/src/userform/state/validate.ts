export type EmailProblem = 'emailRequired' | 'emailFormat';
export type PasswordProblem = 'passwordRequired';

/** A light check before calling the server (which has the final word). */
export function loginProblems(values: { email: string; password: string }): {
  email: EmailProblem | null;
  password: PasswordProblem | null;
} {
  const email = values.email.trim();
  return {
    email: email === '' ? 'emailRequired' : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? null : 'emailFormat',
    password: values.password === '' ? 'passwordRequired' : null,
  };
}
