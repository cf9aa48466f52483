import { expect, test, type APIRequestContext } from '@playwright/test';
import { linkIn, mailTo } from './mails';

// A password-reset link is checked as its page opens: a dead one says so at once, with a way to a new link,
// instead of after the visitor typed a new password twice; a live one is not spent by being opened.

const asPage = { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'en' };

/** An account that forgot its password, and the path of the reset link it was mailed. */
async function mailedResetPath(request: APIRequestContext): Promise<{ email: string; resetPath: string }> {
  const email = `e2e-reset-link-${Date.now()}@example.com`;
  const created = await request.post('/api/v1/user/email_sign_up', {
    data: { email, password: 'the original passphrase' },
    headers: asPage,
  });
  expect((await created.json()).code).toBe(200);
  // the captcha is off in e2e (no reCAPTCHA secret): any token passes
  const forgot = await request.post('/api/v1/user/forgot_password', {
    data: { email, recaptchaToken: 'e2e' },
    headers: asPage,
  });
  expect((await forgot.json()).code).toBe(200);
  return { email, resetPath: linkIn((await mailTo(email, /Reset your password/)).text) };
}

test('a cold load of a reset link with a bad token says at once that it no longer works (zh-Hant-TW)', async ({
  page,
}) => {
  await page.goto(`/reset-password/${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: '這個連結已無法使用' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('此重設密碼連結無效或已過期，請重新申請。');
  await expect(page.getByLabel('密碼', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: '寄給我新的連結' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: '忘記密碼了嗎？' })).toBeVisible();
});

test('a mailed reset link opens on the form, is not spent by opening, resets once, then says it is dead', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  // the account and its forgotten password happen elsewhere: this browser only opens the mailed link
  const { resetPath } = await mailedResetPath(request);

  // opened twice (a reload, a second tab): still the form
  await page.goto(resetPath);
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('my brand new passphrase');
  await page.getByLabel('New password again').fill('my brand new passphrase');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();

  await page.goto(resetPath);
  await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgot-password');
});
