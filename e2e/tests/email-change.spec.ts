import { expect, test } from '@playwright/test';

type Language = 'en' | 'zh-Hant-TW';

/** What the edit-profile screen says, in each language, as a user reads it. */
const TEXT = {
  en: {
    email: 'E-mail',
    currentPassword: 'Current password',
    why: 'To change your e-mail address, enter your password.',
    missing: 'Enter your current password to change your e-mail address.',
    wrong: 'The current password is not correct.',
    save: 'Save changes',
    pending: (email: string) => `We sent a verification link to ${email}. Your e-mail changes when you open it.`,
  },
  'zh-Hant-TW': {
    email: '電子郵件',
    currentPassword: '目前的密碼',
    why: '變更電子郵件地址前，請輸入您的密碼。',
    missing: '請輸入目前的密碼，才能變更電子郵件地址。',
    wrong: '目前的密碼不正確。',
    save: '儲存變更',
    pending: (email: string) => `我們已寄送驗證連結至 ${email}，開啟連結後即會變更電子郵件。`,
  },
} as const;

const PASSWORD = 'email-change-journey-2026';

for (const language of ['zh-Hant-TW', 'en'] as const satisfies readonly Language[]) {
  test(`${language}: changing the e-mail asks for the current password, refuses a wrong one, then sends the link`, async ({
    page,
  }) => {
    const text = TEXT[language];
    const stamp = `${Date.now()}-${language.toLowerCase()}`;
    const email = `mover-${stamp}@example.com`;
    const next = `moved-${stamp}@example.com`;
    const signUp = await page.request.post('/api/v1/user/email_sign_up', {
      data: { email, password: PASSWORD },
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': language },
    });
    expect((await signUp.json()).code).toBe(200);

    await page.goto('/my/edit-profile');
    const emailField = page.getByLabel(text.email, { exact: true });
    await expect(emailField).toHaveValue(email);
    await expect(page.getByLabel(text.currentPassword)).toHaveCount(0);

    await emailField.fill(next);
    const password = page.getByLabel(text.currentPassword);
    await expect(password).toBeVisible();
    await expect(page.getByText(text.why)).toBeVisible();

    // nothing is sent without the password
    await page.getByRole('button', { name: text.save }).click();
    await expect(password).toHaveAccessibleDescription(text.missing);

    // a wrong password: the server refuses, the address stays as it was
    await password.fill('not my password at all');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.wrong })).toBeVisible();
    const me = await page.request.get('/api/v1/user/me', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    // (a new account's own address stays pending until its first link is opened)
    expect((await me.json()).data).toMatchObject({ email, unverified_email: email });

    await password.fill(PASSWORD);
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.pending(next))).toBeVisible();
  });
}
