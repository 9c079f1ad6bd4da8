import { createConfirmedCustomer, logIn } from './customers.ts';
import { expect, test, visit } from './fixtures.ts';
import { freshEmail } from './mailbox.ts';

for (const path of ['/user/profile', '/offers', '/application']) {
  test(`a visitor who is not logged in and opens ${path} is sent to the login screen`, async ({ page }) => {
    await visit(page, path);

    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('tab', { name: 'Bejelentkezés' })).toHaveAttribute('aria-selected', 'true');
  });
}

test('/user opens the profile of a logged-in customer (spec §2 alias)', async ({ page }) => {
  const email = freshEmail('alias');
  await createConfirmedCustomer(page.request, email);
  await logIn(page, email);

  await visit(page, '/user');
  await expect(page).toHaveURL('/user/profile');
});

test('an unknown address lands on the welcome screen', async ({ page }) => {
  await visit(page, '/nincs-ilyen-oldal');

  await expect(page).toHaveURL('/login');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tudja meg néhány perc alatt, mekkora kölcsönt kaphat' }),
  ).toBeVisible();
});

test('a checkout link that is no good says so in Hungarian, without a login wall', async ({ page }) => {
  await visit(page, '/checkout/p-123');

  await expect(page).toHaveURL('/checkout/p-123');
  await expect(page.getByRole('heading', { level: 1, name: 'Fizetés részletekben' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ezt a vásárlást nem találjuk' })).toBeVisible();
});

test('a missing script file is a 404, not the portal page', async ({ request }) => {
  const response = await request.get('/assets/nope-123.js');

  expect(response.status()).toBe(404);
  expect(response.headers()['content-type'] ?? '').not.toContain('text/html');
  expect(await response.text()).not.toContain('<html');
});

test('an unknown API address answers a 404 in the shared error shape', async ({ request }) => {
  const response = await request.get('/api/nope');

  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toEqual({
    code: 'NOT_FOUND',
    message: 'A keresett adat nem található.',
    messageKey: 'errors.NOT_FOUND',
  });
});
