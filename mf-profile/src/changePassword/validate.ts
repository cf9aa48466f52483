import { PASSWORD_MIN_LENGTH } from 'shared';

export type PasswordProblem = 'required' | 'short' | 'mismatch' | 'same';

export interface PasswordValues {
  current: string;
  next: string;
  confirm: string;
}

/** Problems with the change-password form, by field (the server checks the current password). */
export function passwordProblems(v: PasswordValues): Partial<Record<keyof PasswordValues, PasswordProblem>> {
  const out: Partial<Record<keyof PasswordValues, PasswordProblem>> = {};
  if (!v.current) out.current = 'required';
  if ([...v.next].length < PASSWORD_MIN_LENGTH) out.next = 'short';
  else if (v.next === v.current) out.next = 'same';
  if (!out.next && v.confirm !== v.next) out.confirm = 'mismatch';
  return out;
}
