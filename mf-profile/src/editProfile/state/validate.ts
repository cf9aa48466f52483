/** Display names are 1–50 characters (the contract's limit), not blank. */
export const DISPLAY_NAME_MAX = 50;

export type DisplayNameProblem = 'required' | 'tooLong';

/** What is wrong with a display name, or null. Length counts characters as people see them (code points). */
export function displayNameProblem(value: string): DisplayNameProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  if ([...trimmed].length > DISPLAY_NAME_MAX) return 'tooLong';
  return null;
}
