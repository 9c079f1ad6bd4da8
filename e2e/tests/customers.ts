import type { APIRequestContext, Page } from '@playwright/test';
import { expect, visit } from './fixtures.ts';
import { latestMessageTo, linkIn } from './mailbox.ts';

export const PASSWORD = 'Tavaszi-szel-2026';

/** A confirmed customer made through the API, the way the registration screens would. */
export async function createConfirmedCustomer(request: APIRequestContext, email: string) {
  const statements = (await (await request.get('/api/administration/registration-acceptance')).json()) as {
    id: number;
    version: number;
    isRequired: boolean;
  }[];
  const registered = await request.post('/api/customer/register', {
    data: {
      channel: 'EMAIL',
      email,
      password: PASSWORD,
      firstName: 'Teszt',
      lastName: 'Elek',
      acceptances: statements
        .filter((s) => s.isRequired)
        .map((s) => ({ statementId: s.id, version: s.version })),
    },
  });
  expect(registered.status()).toBe(201);
  const confirm = linkIn(await latestMessageTo(request, email));
  const confirmed = await request.post('/api/bulwark/customer/auth/confirm-email', {
    data: { token: confirm.searchParams.get('token') },
  });
  expect(confirmed.status()).toBe(200);
}

export async function logIn(
  page: Page,
  email: string,
  password = PASSWORD,
  landing: RegExp = /\/onboarding$/,
) {
  await visit(page, '/login/email');
  await page.getByRole('textbox', { name: 'E-mail cím' }).fill(email);
  await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Belépés', exact: true }).click();
  await expect(page).toHaveURL(landing);
}
