import type { StandalonePage } from 'shared';
import './i18n';
import { UserFormPage } from './userform/UserFormPage';
import { EmailVerifyPage } from './verify/EmailVerifyPage';

/** This remote's screens by route pattern (the shell's table maps the same patterns to the exposed parcels). */
export const pages: StandalonePage[] = [
  { pattern: '/login', Page: UserFormPage },
  { pattern: '/signup', Page: UserFormPage },
  { pattern: '/forgot-password', Page: UserFormPage },
  { pattern: '/reset-password/:token', Page: UserFormPage },
  { pattern: '/email-verify/:part1/:part2/:part3', Page: EmailVerifyPage },
];
