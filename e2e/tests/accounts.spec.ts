import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from '../system';
import { DEMO, homeExperiences, logIn } from './helpers';
import { linkIn, mailTo } from './mails';

// Accounts: sign-up with the real mail path (no SMTP in e2e: mails land as .eml files in DATA_DIR/outbox),
// verification, logout, remember-me, change of password, forgot/reset, returnUrl, and the login popup.

const signedIn = (page: Page) => expect(page.getByRole('button', { name: /^(Log out|登出)$/ })).toBeVisible();
const signedOut = (page: Page) => expect(page.getByRole('link', { name: /^(Log in|登入)$/ }).first()).toBeVisible();

async function logInAs(page: Page, email: string, password: string, remember = false) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /E-mail|電子郵件/ }).fill(email);
  await page.getByLabel(/^(Password|密碼)$/).fill(password);
  if (remember) await page.getByRole('checkbox', { name: /Remember me|記住我/ }).check();
  await page.getByRole('button', { name: /^(Sign in|登入)$/ }).click();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-lang-set')) {
      localStorage.setItem('language', 'en');
      sessionStorage.setItem('e2e-lang-set', '1');
    }
  });
});

test('sign up → verify from the mail → log out → log in with remember → change password ends the old session', async ({
  page,
  browser,
}) => {
  const email = `e2e-${Date.now()}@example.com`;
  const password = 'a long travel passphrase';
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  // nothing answers for the guest plan within a few seconds (or the planner does): a success screen either way
  await expect(page.getByRole('heading', { level: 1, name: /Welcome aboard!|Your plan is saved/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(`We sent a verification link to ${email}`)).toBeVisible();
  // the new account is signed in at once: the header says so on the success screen, which stays up
  await signedIn(page);
  await expect(page.getByRole('link', { name: /^(Log in|登入)$/ })).toHaveCount(0);
  await expect(page).toHaveURL(`${BASE_URL}/signup`);
  await expect(page.getByRole('button', { name: 'Start exploring' })).toBeVisible();
  await page.getByRole('button', { name: 'Start exploring' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await signedIn(page);

  const mail = await mailTo(email, /Confirm your e-mail address/);
  const verifyPath = linkIn(mail.text);
  expect(verifyPath).toMatch(/^\/email-verify\/\d+\/[0-9a-z]+\/[A-Za-z0-9_-]{43}$/);
  await page.goto(verifyPath);
  await expect(page.getByText(`Thank you! Your e-mail address ${email} is verified.`)).toBeVisible();
  // single use
  await page.goto(verifyPath);
  await expect(page.getByText(/not valid, was already used or has expired/)).toBeVisible();

  // log out: the page stays in the visitor's language, English
  await page.goto('/');
  await page.getByRole('button', { name: /^(Log out|登出)$/ }).click();
  await signedOut(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // another browser keeps an older session
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logInAs(otherPage, email, password);
  await signedIn(otherPage);

  // log in with remember: a persistent cookie
  await logInAs(page, email, password, true);
  await signedIn(page);
  const sid = (await page.context().cookies()).find((c) => c.name === 'sid')!;
  expect(sid.expires).toBeGreaterThan(Date.now() / 1000 + 20 * 24 * 3600);
  expect(sid.httpOnly).toBe(true);
  expect(sid.sameSite).toBe('Lax');

  // change password (the profile's change-password screen calls the same endpoint)
  const changed = await page.request.put('/api/v1/user/me/change_password', {
    data: { current_password: password, new_password: 'an even longer passphrase' },
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'en' },
  });
  expect((await changed.json()).code).toBe(200);
  await page.reload();
  await signedIn(page); // this browser got a fresh session
  await otherPage.reload();
  await signedOut(otherPage); // the old session is gone
  await other.close();
});

test('forgot → mail → reset → log in with the new password', async ({ page }) => {
  const email = `e2e-reset-${Date.now()}@example.com`;
  // an account to reset
  const created = await page.request.post('/api/v1/user/email_sign_up', {
    data: { email, password: 'the original passphrase' },
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'en' },
  });
  expect((await created.json()).code).toBe(200);
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your mailbox' })).toBeVisible();

  const mail = await mailTo(email, /Reset your password/);
  const resetPath = linkIn(mail.text);
  await page.goto(resetPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('my brand new passphrase');
  await page.getByLabel('New password again').fill('my brand new passphrase');
  await page.getByLabel('New password again').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();

  // the link works once: opened again, it says so at once
  await page.goto(resetPath);
  await expect(page.getByRole('alert')).toContainText('not valid or has expired');

  await logInAs(page, email, 'my brand new passphrase');
  await signedIn(page);
});

test('a guest sent to /login?returnUrl=… lands back on that page after login', async ({ page }) => {
  await page.goto('/my/history');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fmy%2Fhistory/);
  await page.getByRole('textbox', { name: /E-mail|電子郵件/ }).fill(DEMO.email);
  await page.getByLabel(/^(Password|密碼)$/).fill(DEMO.password);
  await page.getByRole('button', { name: /^(Sign in|登入)$/ }).click();
  await expect(page).toHaveURL(`${BASE_URL}/my/history`);
  await signedIn(page);
});

test('the login popup opened from another remote signs the user in without leaving the page', async ({
  page,
  request,
}) => {
  const [exp] = await homeExperiences(request);
  const url = `/experience/${exp.id}--${exp.slug}`;
  await page.goto(url);
  await page
    .getByRole('button', { name: /^(Like|讚)/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /Sign in|登入/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: /E-mail|電子郵件/ }).fill(DEMO.email);
  await dialog.getByLabel(/^(Password|密碼)$/).fill(DEMO.password);
  await dialog.getByRole('button', { name: /^(Sign in|登入)$/ }).click();
  await expect(dialog).toBeHidden();
  await signedIn(page);
  expect(new URL(page.url()).pathname).toBe(url);
});

test('wrong credentials: one generic message; a signed-in user opening /login goes Home', async ({ page }) => {
  await logInAs(page, DEMO.email, 'not the password');
  await expect(page.getByRole('alert')).toHaveText(/Wrong e-mail or password|電子郵件或密碼錯誤/);
  await logIn(page);
  await signedIn(page);
  await page.goto('/signup');
  await expect(page).toHaveURL(`${BASE_URL}/`);
});
