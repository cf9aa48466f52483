import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export interface HomeExperience {
  id: number;
  slug: string;
  title: string;
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The featured experiences as the API serves them (so tests don't hard-code seed titles). */
export async function homeExperiences(request: APIRequestContext): Promise<HomeExperience[]> {
  const response = await request.get('/api/v1/video_experience/for_home');
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { code: number; data: HomeExperience[] };
  expect(body.code).toBe(200);
  return body.data;
}

export const DEMO = { email: 'demo@example.com', password: 'travel-demo-2026', name: 'Demo Traveller' };

/** Sign in through the real login screen. */
export async function logIn(page: Page, returnUrl?: string): Promise<void> {
  await page.goto(returnUrl ? `/login?returnUrl=${encodeURIComponent(returnUrl)}` : '/login');
  await page.getByRole('textbox', { name: /E-mail|電子郵件/ }).fill(DEMO.email);
  await page.getByLabel(/^(Password|密碼)$/).fill(DEMO.password);
  await page.getByRole('button', { name: /^(Sign in|登入)$/ }).click();
}

/**
 * Wait until React has taken over a control the server rendered. A page rendered on the server shows its controls
 * before its scripts run; a press before the browser hydrates them does nothing. React marks each element it owns
 * with its props (a `__reactProps$…` key), so a control with that key answers presses.
 */
export async function untilHydrated(control: Locator): Promise<Locator> {
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
  return control;
}

/** Switch the site to English as a visitor does: the header's language button (the choice is kept for the browser). */
export async function switchToEnglish(page: Page): Promise<void> {
  await page.goto('/');
  await (await untilHydrated(page.getByRole('button', { name: /Switch language to English/ }))).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}
