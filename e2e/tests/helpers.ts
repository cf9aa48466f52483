import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/** Switch the site to English as a visitor does: the header's language button (the choice is kept for the browser). */
export async function switchToEnglish(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: /Switch language to English/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}
