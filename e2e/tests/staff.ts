import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The demo's staff, one per role (apps/server/src/seed/staff.ts). */
export const DEMO_STAFF = {
  reviewer: { email: 'ugyintezo@hitelkapu.hu', password: 'Demo-Ugyintezo-2026' },
  senior: { email: 'vezeto@hitelkapu.hu', password: 'Demo-Vezeto-2026' },
  configurator: { email: 'konfigurator@hitelkapu.hu', password: 'Demo-Konfigurator-2026' },
  admin: { email: 'admin@hitelkapu.hu', password: 'Demo-Admin-2026' },
} as const;

export type StaffAccount = (typeof DEMO_STAFF)[keyof typeof DEMO_STAFF];

/** The codes the demo's authenticator page shows now and next (/sandbox/authenticator). */
export async function authenticatorCodes(
  request: APIRequestContext,
): Promise<{ current: string; next: string }> {
  const page = await request.get('/sandbox/authenticator');
  expect(page.status()).toBe(200);
  const html = await page.text();
  const codeOf = (id: string) => html.match(new RegExp(`data-testid="${id}">(\\d{6})<`))?.[1] ?? '';
  return { current: codeOf('current-code'), next: codeOf('next-code') };
}

/**
 * The codes to try, in order: the one shown now, then the next one (the server takes a clock
 * a little ahead). A code is taken once per account, so when both were taken by logins a
 * moment ago, the page is read again until it shows a new code: a wait on the authenticator's
 * state, as a person would wait for the app.
 */
async function* codesToTry(request: APIRequestContext): AsyncGenerator<string> {
  const first = await authenticatorCodes(request);
  yield first.current;
  yield first.next;
  let fresh = first;
  await expect
    .poll(
      async () => {
        fresh = await authenticatorCodes(request);
        return fresh.current;
      },
      { timeout: 40_000 },
    )
    .not.toBe(first.current);
  yield fresh.current;
  yield fresh.next;
}

const isCodeUsed = (body: string) => body.includes('errors.staffAuth.codeUsed');

/** A staff token through the API, as a script of the lender's would log in. */
export async function staffToken(request: APIRequestContext, account: StaffAccount): Promise<string> {
  for await (const code of codesToTry(request)) {
    const login = await request.post('/api/staff/auth/login', { data: account });
    expect(login.status()).toBe(200);
    const { challenge } = (await login.json()) as { challenge: string };
    const answer = await request.post('/api/staff/auth/second-factor', { data: { challenge, code } });
    if (answer.status() === 200) return ((await answer.json()) as { token: string }).token;
    const body = await answer.text();
    if (!isCodeUsed(body)) throw new Error(`staff second factor refused: ${answer.status()} ${body}`);
  }
  throw new Error('no authenticator code was taken');
}

/**
 * Logs a member of staff in at /staff/login, in the browser: the password, then the code of
 * the demo's authenticator. Ends on the first page of their roles.
 */
export async function logInAsStaff(page: Page, account: StaffAccount): Promise<void> {
  await page.goto('/staff/login');
  await expect(page.getByRole('heading', { name: 'Ügyintézői belépés' })).toBeVisible();
  await page.getByRole('textbox', { name: /^E-mail cím/ }).fill(account.email);
  await page.getByLabel(/^Jelszó\W*$/).fill(account.password);
  await page.getByRole('button', { name: 'Belépés' }).click();
  await expect(page.getByRole('heading', { name: 'Hitelesítő kód' })).toBeVisible();
  const codeField = page.getByRole('textbox', { name: /^Hitelesítő kód/ });
  const loggedIn = page.getByRole('button', { name: 'Kijelentkezés' });
  for await (const code of codesToTry(page.request)) {
    await codeField.fill(code);
    await page.getByRole('button', { name: 'Megerősítés és belépés' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'Ezt a kódot már felhasználta' });
    await expect(loggedIn.or(refused)).toBeVisible();
    if (await loggedIn.isVisible()) return;
  }
  throw new Error('no authenticator code was taken');
}
