import { expect, test, type APIRequestContext, type CDPSession, type Page } from '@playwright/test';
import { homeExperiences, switchToEnglish } from './helpers';

// Passkeys with Chromium's virtual authenticator (DevTools protocol WebAuthn): a platform authenticator that
// keeps discoverable credentials and verifies its user, as a phone or a laptop with a fingerprint reader does.

const signedIn = (page: Page) => expect(page.getByRole('button', { name: /^(Log out|登出)$/ })).toBeVisible();
const signedOut = (page: Page) => expect(page.getByRole('link', { name: /^(Log in|登入)$/ }).first()).toBeVisible();

async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function logOut(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: /^(Log out|登出)$/ }).click();
  await signedOut(page);
}

/** An e-mail account made through the API in this browser's context (signed in by its cookie). */
async function passwordAccount(request: APIRequestContext, email: string) {
  const res = await request.post('/api/v1/user/email_sign_up', {
    data: { email, password: 'a long travel passphrase' },
    headers: { 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'en' },
  });
  expect(res.ok()).toBeTruthy();
}

const passkeysList = (page: Page) =>
  page.getByRole('region', { name: 'Passkeys' }).getByRole('listitem').getByRole('heading', { level: 3 });

test('add a passkey in the profile → log out → sign in with it → remove it → it no longer signs in', async ({
  page,
}) => {
  await switchToEnglish(page);
  await passwordAccount(page.request, `passkey-profile-${Date.now()}@example.com`);
  const { cdp, authenticatorId } = await virtualAuthenticator(page);

  await page.goto('/my/edit-profile');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  const name = section.getByRole('textbox', { name: 'Name of the new passkey' });
  await name.fill('Work laptop');
  // keyboard: Enter in the name field adds it
  await name.press('Enter');
  await expect(section.getByRole('status').filter({ hasText: 'The passkey "Work laptop" was added.' })).toBeVisible();
  await expect(passkeysList(page)).toHaveText(['Work laptop']);
  await expect(section.getByText(/Added .* · Not used yet/)).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0].rpId).toBe('localhost');

  await logOut(page);
  await page.goto('/login');
  // keyboard: the button is reached and pressed like any other
  await page.getByRole('button', { name: 'Sign in with a passkey' }).focus();
  await page.keyboard.press('Enter');
  await signedIn(page);
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/my/edit-profile');
  await expect(section.getByText(/Last used/)).toBeVisible();
  // a password account may remove its last passkey (asked first; Cancel is where focus starts)
  await section.getByRole('button', { name: 'Remove Work laptop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove the passkey "Work laptop"?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('status').filter({ hasText: 'The passkey was removed.' })).toBeVisible();
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await page.reload();
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();

  // the device still holds the credential, but the site no longer knows it
  await logOut(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'This passkey is not registered on this site. Sign in another way, then add it in your profile.',
    }),
  ).toBeVisible();
  await signedOut(page);
});

test('sign up with a passkey: the guest plan moves to the account; a cancelled prompt is said plainly; the only passkey stays', async ({
  page,
  request,
}) => {
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  const email = `passkey-signup-${Date.now()}@example.com`;

  // in the site's default language, Chinese: the person does not confirm on the device (here: it cannot verify
  // them), the prompt ends and nothing is made
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
  await page.goto('/signup');
  await page.getByRole('textbox', { name: '電子郵件' }).fill(email);
  await page.getByRole('button', { name: '使用通行密鑰註冊' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '通行密鑰的要求已取消或逾時，沒有任何變更，您可以再試一次。' }),
  ).toBeVisible();
  await signedOut(page);

  const home = await request.get('/api/v1/place/home', { headers: { 'accept-language': 'en' } });
  const [place] = ((await home.json()) as { data: { id: number; slug: string; place_name: string }[] }).data;
  await switchToEnglish(page);
  // a guest's plan on this device, with one place
  await page.goto(`/place/${place.id}--${place.slug}`);
  await page.getByRole('button', { name: 'Add to plan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to My to-go list.' })).toBeVisible();

  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Sign up with a passkey' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'The passkey request was cancelled or timed out. Nothing was changed: you can try again.',
    }),
  ).toBeVisible();
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: true });
  await page.getByRole('button', { name: 'Sign up with a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your plan is saved' })).toBeVisible({ timeout: 20_000 });
  await signedIn(page);
  await page.getByRole('button', { name: 'See my plan' }).click();
  await expect(page).toHaveURL(/\/my\/plans\/\d+$/);
  await expect(page.getByRole('list', { name: 'Places in this plan' }).getByRole('heading', { level: 3 })).toHaveText([
    place.place_name,
  ]);

  // the profile lists it; as the account's only way in it has no remove button
  await page.goto('/my/edit-profile');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeysList(page)).toHaveText(['Passkey made at sign-up']);
  await expect(
    section.getByText('This passkey is your only way to sign in: add another one before removing it.'),
  ).toBeVisible();
  await expect(section.getByRole('button', { name: /^Remove/ })).toHaveCount(0);

  // out, and back in with it from the login popup another remote opens (the page stays)
  await logOut(page);
  const [exp] = await homeExperiences(request);
  const url = `/experience/${exp.id}--${exp.slug}`;
  await page.goto(url);
  await page.getByRole('button', { name: /^Like/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(dialog).toBeHidden();
  await signedIn(page);
  expect(new URL(page.url()).pathname).toBe(url);
});
