// This remote's routes, declared once (shared/route): the shell's route table and server and the standalone dev
// page (pages.ts) read them. A light entry (the `mf-auth/routes` export): no React, no screens.
import { declareRoute } from 'shared/route';

/** The sign-in, sign-up and password forms: one screen, by path; a signed-in user opening one goes Home. */
const form = (pattern: string, name?: 'Login') =>
  declareRoute({
    pattern,
    remote: { remote: 'mf_auth', module: 'UserFormPage' },
    redirectIfLoggedIn: true,
    name,
  });

export const routes = [
  form('/login', 'Login'),
  form('/signup'),
  form('/forgot-password'),
  form('/reset-password/:token'),
  declareRoute({
    pattern: '/email-verify/:part1/:part2/:part3',
    remote: { remote: 'mf_auth', module: 'EmailVerifyPage' },
  }),
];
