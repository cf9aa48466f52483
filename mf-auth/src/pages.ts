import { standalonePages } from 'shared';
import './i18n';
import { routes } from './routes';
import { UserFormPage } from './userform/UserFormPage';
import { EmailVerifyPage } from './verify/EmailVerifyPage';

/** This remote's screens, by the routes it declares (routes.ts: the shell's table is made of the same declarations). */
export const pages = standalonePages(routes, { UserFormPage, EmailVerifyPage });
