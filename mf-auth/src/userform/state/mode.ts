/** The one user-form screen starts at login, sign-up, forgot-password or reset-password. */
export type UserFormMode = 'login' | 'signup' | 'forgot-password' | 'reset-password';

/** The mode a path starts the user form in (anything unexpected: login). */
export function userFormMode(pathname: string): UserFormMode {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/signup') return 'signup';
  if (path === '/forgot-password') return 'forgot-password';
  if (/^\/reset-password\/[^/]+$/.test(path)) return 'reset-password';
  return 'login';
}
