import type { Page } from '@playwright/test';
import { COOKIE_CONSENT_KEY, expect, expectAccessible, test, visit, waitForApp } from './fixtures.ts';

// These tests are about the first visit, so nothing is stored before the app starts.
test.use({ presetCookieChoice: false });

const storedChoice = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), COOKIE_CONSENT_KEY);

const consentDialog = (page: Page) => page.getByRole('dialog', { name: 'Sütik (cookie-k) a Hitelkapun' });

test('on the first visit the visitor is asked, nothing optional is pre-ticked, and refusing is remembered', async ({
  page,
}) => {
  await visit(page, '/login');

  const dialog = consentDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Analitikai sütik' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Szükséges sütik' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Szükséges sütik' })).toBeDisabled();
  expect(await storedChoice(page)).toBeNull();

  await dialog.getByRole('button', { name: 'Csak a szükségesek' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Süti-beállításait elmentettük.')).toBeVisible();
  expect(await storedChoice(page)).toBe('false');

  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('tab', { name: 'Bejelentkezés' })).toBeVisible();
  await expect(consentDialog(page)).toHaveCount(0);
  expect(await storedChoice(page)).toBe('false');
});

test('the visitor can allow analytics later from the footer, and the choice survives a reload', async ({
  page,
}) => {
  await visit(page, '/login');
  await consentDialog(page).getByRole('button', { name: 'Csak a szükségesek' }).click();
  await expect(consentDialog(page)).toBeHidden();

  await page.getByRole('button', { name: 'Süti-beállítások' }).click();
  const dialog = consentDialog(page);
  await expect(dialog).toBeVisible();
  const analytics = dialog.getByRole('checkbox', { name: 'Analitikai sütik' });
  await expect(analytics).not.toBeChecked();
  await analytics.check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Választásom mentése' }).click();

  await expect(dialog).toBeHidden();
  expect(await storedChoice(page)).toBe('true');

  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('tab', { name: 'Bejelentkezés' })).toBeVisible();
  await expect(consentDialog(page)).toHaveCount(0);
  expect(await storedChoice(page)).toBe('true');

  await page.getByRole('button', { name: 'Süti-beállítások' }).click();
  await expect(consentDialog(page).getByRole('checkbox', { name: 'Analitikai sütik' })).toBeChecked();
});
