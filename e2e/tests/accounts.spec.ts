import type { Page } from '@playwright/test';
import { createConfirmedCustomer, logIn, PASSWORD } from './customers.ts';
import { expect, test, visit, waitForApp } from './fixtures.ts';
import { limitScale } from './limits.ts';
import {
  asDisplayedPhone,
  codeIn,
  freshEmail,
  freshMobileDigits,
  latestMessageTo,
  linkIn,
} from './mailbox.ts';

async function acceptRequiredStatements(page: Page) {
  for (const title of ['Általános Szerződési Feltételek', 'Adatkezelési tájékoztató']) {
    await page.getByRole('checkbox', { name: new RegExp(`Elolvastam és elfogadom: ${title}`) }).check();
  }
}

async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Kód, 1. számjegy' }).click();
  await page.keyboard.type(code);
}

// Each test is a journey of several screens with password hashing and mailbox reads.
test.describe.configure({ timeout: 90_000 * limitScale });

test('a customer registers by email, confirms through the mailbox, logs in and lands on onboarding', async ({
  page,
  request,
}) => {
  const email = freshEmail('regisztracio');
  await visit(page, '/registration/email');
  await page.getByRole('textbox', { name: 'Vezetéknév' }).fill('Kovács');
  await page.getByRole('textbox', { name: 'Keresztnév' }).fill('Anna');
  await page.getByRole('textbox', { name: 'E-mail cím' }).fill(email);
  await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill(PASSWORD);
  await acceptRequiredStatements(page);
  await page.getByRole('button', { name: 'Fiók létrehozása' }).click();
  await expect(page.getByRole('heading', { name: 'Nézze meg a postafiókját' })).toBeVisible();

  const link = linkIn(await latestMessageTo(request, email));
  await visit(page, `${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'E-mail címét megerősítettük' })).toBeVisible();
  await page
    .getByRole('link', { name: 'Bejelentkezés' })
    .or(page.getByRole('button', { name: 'Bejelentkezés' }))
    .first()
    .click();

  await page.getByRole('textbox', { name: 'E-mail cím' }).fill(email);
  await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Belépés', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await waitForApp(page);
});

test('a customer registers by phone with the SMS code and is logged in', async ({ page, request }) => {
  const digits = freshMobileDigits();
  await visit(page, '/registration/phone');
  await page.getByRole('textbox', { name: 'Vezetéknév' }).fill('Szabó');
  await page.getByRole('textbox', { name: 'Keresztnév' }).fill('Péter');
  const phone = page.getByRole('textbox', { name: 'Telefonszám' });
  await phone.click();
  await phone.pressSequentially(digits);
  await expect(phone).toHaveValue(asDisplayedPhone(digits));
  await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill(PASSWORD);
  await acceptRequiredStatements(page);
  await page.getByRole('button', { name: 'Tovább a kód megadásához' }).click();

  await expect(page).toHaveURL(/\/registration\/second-factor$/);
  await expect(page.getByRole('heading', { name: 'Erősítse meg telefonszámát' })).toBeVisible();
  await enterCode(page, codeIn(await latestMessageTo(request, asDisplayedPhone(digits))));
  await page.getByRole('button', { name: 'Regisztráció befejezése' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('a customer with a second factor logs in with the code sent by SMS', async ({ page, request }) => {
  const before = Date.now();
  await visit(page, '/login/phone');
  const phone = page.getByRole('textbox', { name: 'Telefonszám' });
  await phone.click();
  await phone.pressSequentially('300000001');
  await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill('Demo-Hitelkapu-2026');
  await page.getByRole('button', { name: 'Belépés', exact: true }).click();

  await expect(page).toHaveURL(/\/login\/second-factor$/);
  await expect(page.getByText('+36 30 *** **01')).toBeVisible();
  const code = codeIn(await latestMessageTo(request, '+36 30 000 0001', before));
  await enterCode(page, code);
  await page.getByRole('button', { name: 'Belépés', exact: true }).click();
  await expect(page).not.toHaveURL(/second-factor/);
  await expect(page).toHaveURL(/\/(onboarding|user\/profile)$/);
});

test('a wrong password keeps what was typed and says so in Hungarian', async ({ page, consoleErrors }) => {
  // The browser reports the refused login itself; that is the outcome under test.
  consoleErrors.allow(/status of 401/);
  await visit(page, '/login/email');
  await page.getByRole('textbox', { name: 'E-mail cím' }).fill('demo@hitelkapu.hu');
  await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill('Nem-ez-a-jelszo-1');
  await page.getByRole('button', { name: 'Belépés', exact: true }).click();
  await expect(page.getByText(/Hibás belépési adatok/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail cím' })).toHaveValue('demo@hitelkapu.hu');
  await expect(page).toHaveURL(/\/login\/email$/);
});

test('a customer who forgot the password sets a new one through the emailed link', async ({
  page,
  request,
}) => {
  // A customer of its own, so the demo account's password stays as documented.
  const email = freshEmail('elfelejtett');
  await createConfirmedCustomer(request, email);

  const before = Date.now();
  await visit(page, '/forgot-password');
  await page.getByRole('textbox', { name: 'E-mail cím' }).fill(email);
  await page.getByRole('button', { name: 'Link küldése' }).click();
  await expect(page.getByRole('heading', { name: 'Nézze meg a postafiókját' })).toBeVisible();

  const reset = linkIn(await latestMessageTo(request, email, before));
  await visit(page, `${reset.pathname}${reset.search}`);
  await page.getByRole('textbox', { name: 'Új jelszó', exact: true }).fill('Uj-jelszo-a-tavaszra');
  await page.getByRole('button', { name: 'Új jelszó mentése' }).click();
  await expect(page.getByText('Új jelszavát elmentettük. Jelentkezzen be vele.')).toBeVisible();

  await logIn(page, email, 'Uj-jelszo-a-tavaszra');
});

test('a revoked session sends the customer back to /login', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 401/);
  await logIn(page, 'demo@hitelkapu.hu', 'Demo-Hitelkapu-2026');

  // The session ends elsewhere (another device logs out: every session of the customer ends).
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('hk.session') ?? '{}').state?.token as string,
  );
  const out = await page.request.post('/api/bulwark/customer/auth/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(out.status()).toBe(200);

  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('a customer changes the email address with the code sent to the new one, then logs out', async ({
  page,
  request,
}) => {
  const email = freshEmail('regi');
  const newEmail = freshEmail('uj');
  await createConfirmedCustomer(request, email);
  await logIn(page, email);

  await visit(page, '/user/profile');
  await expect(page.getByText(email)).toBeVisible();
  await page
    .getByRole('button', { name: /Módosítás/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'E-mail cím módosítása' });
  await dialog.getByRole('textbox', { name: 'Új e-mail cím' }).fill(newEmail);
  await dialog.getByRole('textbox', { name: 'Jelenlegi jelszó' }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Kód küldése' }).click();

  const code = codeIn(await latestMessageTo(request, newEmail));
  // The old address is told about the change.
  expect((await latestMessageTo(request, email)).subject).toBe('Megváltozott az e-mail címe');
  await dialog.getByRole('textbox', { name: 'Kód, 1. számjegy' }).click();
  await page.keyboard.type(code);
  await dialog.getByRole('button', { name: 'E-mail cím megerősítése' }).click();
  await expect(page.getByText('E-mail címét módosítottuk.')).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Kijelentkezés' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/login$/);
});
