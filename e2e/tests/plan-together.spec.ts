import { expect, test } from '@playwright/test';
import { switchToEnglish } from './helpers';
import { accountWithPlan, locatedPlaces, newAccount, stop } from './itinerary-helpers';

test('the owner invites a companion by link; they join as an editor and see the plan; the owner makes them a viewer', async ({
  page,
  browser,
}) => {
  const places = await locatedPlaces(page.request, 2);
  await switchToEnglish(page);
  const planId = await accountWithPlan(page, {
    name: 'Kyoto together',
    places,
    itinerary: {
      start_date: null,
      time_zone: 'Asia/Tokyo',
      days: [{ name: 'Temples', travel_mode: 'walk', time_zone: null, stops: [stop(places[0]), stop(places[1])] }],
    },
  });
  await page.goto(`/my/plans/${planId}`);
  const invite = page.getByRole('region', { name: 'Invite by link' });
  await invite.getByRole('combobox', { name: 'They will' }).selectOption({ label: 'Can edit' });
  await invite.getByRole('button', { name: 'Create an invitation link' }).click();
  const link = await invite.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  expect(link).toMatch(/\/my\/plans\/invite\/[A-Za-z0-9_-]{43}$/);

  const companionContext = await browser.newContext();
  const companion = await companionContext.newPage();
  await switchToEnglish(companion);
  await newAccount(companion, 'Ana');
  await companion.goto(new URL(link).pathname);
  await expect(companion.getByText(/invites you to plan “Kyoto together” together: you can change it\./)).toBeVisible();
  await companion.getByRole('button', { name: 'Join the plan' }).click();
  await expect(companion).toHaveURL(new RegExp(`/my/plans/${planId}$`));
  await expect(companion.getByRole('textbox', { name: 'Name of day 1' })).toHaveValue('Temples');
  const theirMembers = companion.getByRole('region', { name: 'Travel companions' });
  await expect(theirMembers.getByText('Ana (you)')).toBeVisible();
  await expect(theirMembers.getByRole('listitem')).toHaveCount(2);

  // the plan is in the companion's list, marked as shared with them
  await companion.goto('/my/plans');
  await expect(companion.getByText(/^Shared with you by .+ · you can edit it$/)).toBeVisible();
  await companion.goBack();

  await page.reload();
  // the owner's activity list says who joined
  const activity = page.getByRole('region', { name: 'Recent changes' });
  await expect(activity.getByText('Ana joined the plan and can edit it')).toBeVisible();
  const members = page.getByRole('region', { name: 'Travel companions' });
  const role = members.getByRole('combobox', { name: 'Role of Ana' });
  await expect(role).toHaveValue('editor');
  await role.selectOption({ label: 'Can view' });
  await companion.reload();
  await expect(theirMembers.getByText('Can view').first()).toBeVisible();
  await companionContext.close();
});
