import { Type } from '@sinclair/typebox';
import { defineRoute } from './route';
import { endpoints } from './endpoints';
import { eitherRequired } from './aliases';
import { CaptchaToken, Language, Text, User } from './models';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
export const Password = Text({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });
/** A new password (sign-up, change, reset). */
export const NewPassword = Text({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
/** Social sign-up sends the terms-and-conditions acceptance flag. */
export const Tnc = Type.Boolean({ description: 'terms and conditions accepted (social sign-up)' });
/** The secret of a password-reset link (the last segment of `/reset-password/:token`). */
const ResetToken = Text({ minLength: 1, maxLength: 512 });
const DisplayName = Text({ minLength: 1, maxLength: 50 });
const OAuthValue = Text({ minLength: 1, maxLength: 1000 });

export const userRoutes = {
  emailLogin: defineRoute({
    ...endpoints.emailLogin,
    summary:
      'Sign in with e-mail and password. After several wrong passwords on an account, a solved captcha (recaptchaToken) is needed too',
    body: Type.Object({
      email: Email,
      password: Password,
      remember: Type.Optional(Type.Boolean()),
      recaptchaToken: Type.Optional(CaptchaToken),
    }),
    data: User,
  }),
  logout: defineRoute({ ...endpoints.logout, summary: 'Sign out (ends the session on the server)' }),
  userExists: defineRoute({
    ...endpoints.userExists,
    summary: 'Whether an account exists for the e-mail (sets the is_existing_user flag)',
    body: Type.Object({ email: Email, password: Type.Optional(Password) }),
    result: Type.Object({ is_existing_user: Type.Boolean() }),
  }),
  emailSignUp: defineRoute({
    ...endpoints.emailSignUp,
    summary: 'Create an account with e-mail and password and sign in (a verification e-mail is sent)',
    body: Type.Object({ email: Email, password: NewPassword }),
    data: User,
  }),
  changePassword: defineRoute({
    ...endpoints.changePassword,
    summary: 'Change the password (current_password/new_password; camelCase aliases accepted)',
    auth: true,
    body: Type.Object(
      {
        current_password: Type.Optional(Password),
        new_password: Type.Optional(NewPassword),
        currentPassword: Type.Optional(Password),
        newPassword: Type.Optional(NewPassword),
      },
      eitherRequired(['current_password', 'currentPassword'], ['new_password', 'newPassword']),
    ),
  }),
  resendVerifyEmail: defineRoute({
    ...endpoints.resendVerifyEmail,
    summary: 'Send the verification e-mail again',
    auth: true,
  }),
  forgotPassword: defineRoute({
    ...endpoints.forgotPassword,
    summary: 'E-mail a password-reset link (captcha token required)',
    body: Type.Object({ email: Email, recaptchaToken: CaptchaToken }),
  }),
  resetPassword: defineRoute({
    ...endpoints.resetPassword,
    summary: 'Set a new password with the token from the reset e-mail',
    body: Type.Object({ token: ResetToken, password: NewPassword }),
  }),
  checkResetToken: defineRoute({
    ...endpoints.checkResetToken,
    summary:
      'Added to the original API: whether a reset link still works, without using it (400 for an unknown, used or expired token alike)',
    body: Type.Object({ token: ResetToken }),
  }),
  verifyEmail: defineRoute({
    ...endpoints.verifyEmail,
    summary: 'Verify an e-mail address with the three-part link from the verification e-mail',
    params: Type.Object({
      part1: Type.String({ minLength: 1, maxLength: 256, pattern: '^[A-Za-z0-9_.=-]+$' }),
      part2: Type.String({ minLength: 1, maxLength: 256, pattern: '^[A-Za-z0-9_.=-]+$' }),
      part3: Type.String({ minLength: 1, maxLength: 256, pattern: '^[A-Za-z0-9_.=-]+$' }),
    }),
    data: User,
  }),
  getMe: defineRoute({ ...endpoints.getMe, summary: 'The signed-in user', data: User, auth: true }),
  getSession: defineRoute({
    ...endpoints.getSession,
    summary:
      'Who is signed in: the user, or null for a guest. Being a guest is an answer, not an error (GET /user/me answers a guest 401). Added to the original API',
    data: Type.Union([User, Type.Null()]),
  }),
  updateMe: defineRoute({
    ...endpoints.updateMe,
    summary:
      'Update e-mail, display name and interface language. A new e-mail needs current_password (an account without a password: a sign-in in the last few minutes)',
    auth: true,
    body: Type.Object({
      email: Type.Optional(Email),
      current_password: Type.Optional(Password),
      display_name: Type.Optional(DisplayName),
      interface_language: Type.Optional(Language),
      /** camelCase aliases (./aliases.ts) */
      displayName: Type.Optional(DisplayName),
      interfaceLanguage: Type.Optional(Language),
      currentPassword: Type.Optional(Password),
    }),
    data: User,
  }),
  facebookSignIn: defineRoute({
    ...endpoints.facebookSignIn,
    summary: 'Sign in or sign up with a Facebook access token',
    body: Type.Object({ token: Text({ minLength: 1, maxLength: 4096 }), tnc: Type.Optional(Tnc) }),
    data: User,
  }),
  googleSignIn: defineRoute({
    ...endpoints.googleSignIn,
    summary: 'Sign in or sign up with a Google ID token',
    body: Type.Object({ token: Text({ minLength: 1, maxLength: 4096 }), tnc: Type.Optional(Tnc) }),
    data: User,
  }),
  twitterSignIn: defineRoute({
    ...endpoints.twitterSignIn,
    summary: 'Sign in or sign up with Twitter OAuth credentials (camelCase aliases accepted)',
    body: Type.Object(
      {
        oauth_token: Type.Optional(OAuthValue),
        oauth_verifier: Type.Optional(OAuthValue),
        oauth_secret: Type.Optional(OAuthValue),
        tnc: Type.Optional(Tnc),
        oauthToken: Type.Optional(OAuthValue),
        oauthVerifier: Type.Optional(OAuthValue),
        oauthSecret: Type.Optional(OAuthValue),
      },
      eitherRequired(['oauth_token', 'oauthToken'], ['oauth_verifier', 'oauthVerifier']),
    ),
    data: User,
  }),
  twitterGetAuthUrl: defineRoute({
    ...endpoints.twitterGetAuthUrl,
    summary: 'Start Twitter sign-in: the URL to send the user to, with the request token',
    body: Type.Object({ tnc: Type.Optional(Tnc) }),
    data: Type.Object({ url: Type.String(), oauth_token: Type.String(), oauth_secret: Type.String() }),
  }),
};

// Favorites, likes, history, reports and inspiration: ./userContent.ts.
