import type { APIRequestContext, Page } from '@playwright/test';
import {
  addPhone,
  download,
  enterSigningCode,
  fillWholeApplication,
  requestSigningCode,
  reviewContract,
  submitForScoring,
  verifyIdentityAtProvider,
} from './application.ts';
import { customerOnOffers, heading } from './credit.ts';
import { createConfirmedCustomer, logIn } from './customers.ts';
import { expect, expectAccessible, presetCookieChoiceIn, test } from './fixtures.ts';
import { limitScale } from './limits.ts';
import { freshEmail, freshMobileDigits, latestMessageTo } from './mailbox.ts';
import { DEMO_STAFF, logInAsStaff } from './staff.ts';

// From the offers to a decided loan: two dozen screens, an identity provider and a mailbox.
test.describe.configure({ timeout: 300_000 * limitScale });

/** SIGN_CHOOSE -> SIGN_WAITING: a wrong code is refused with a reason and costs a try; the right one signs. */
async function signAfterWrongCode(page: Page, request: APIRequestContext, digits: string) {
  const code = await requestSigningCode(page, request, digits);
  await enterSigningCode(page, code === '000000' ? '111111' : '000000');
  await expect(
    page.getByText('A kód nem megfelelő. Ellenőrizze, és írja be újra. Még 4 próbálkozása van.'),
  ).toBeVisible();
  await enterSigningCode(page, code);
}

test('a new customer goes from an offer to a verified, signed and approved loan, and withdraws within 14 days', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = freshEmail('szerzodes');
  const digits = freshMobileDigits();
  await createConfirmedCustomer(request, email);
  await logIn(page, email);
  await customerOnOffers(page);
  await fillWholeApplication(page);
  await submitForScoring(page, 'Előzetesen jóváhagytuk a kérelmét');

  await verifyIdentityAtProvider(page, 'Azonosítás sikeres', { checkAccessibility: true });
  await reviewContract(page);
  await addPhone(page, request, digits);
  consoleErrors.allow(/status of 400|status of 409/);
  await signAfterWrongCode(page, request, digits);

  await heading(page, 'Gratulálunk, jóváhagytuk a kölcsönét');
  const signed = await download(page, 'Aláírt hitelszerződés');
  expect(signed.toString('latin1')).toContain('%%EOF');
  expect((await latestMessageTo(request, email)).subject).toMatch(/Jóváhagytuk|Aláírta/);

  // The right of withdrawal: clearly labelled, confirmed on purpose, with a receipt by email.
  const withdrawal = page.getByRole('region', { name: 'Elállás a szerződéstől' });
  await expect(withdrawal).toContainText('Határidő:');
  await withdrawal.getByRole('button', { name: 'Elállok a szerződéstől' }).click();
  const dialog = page.getByRole('dialog', { name: 'Biztosan eláll a szerződéstől?' });
  // Disabled until the box is ticked on purpose.
  const confirmWithdrawal = dialog.getByRole('button', { name: 'Elállás véglegesítése' });
  await expect(confirmWithdrawal).toBeDisabled();
  await expect(
    dialog.getByText('Az elálláshoz kérjük, jelölje be, hogy megértette a következményeit.'),
  ).toBeVisible();
  await dialog.getByRole('checkbox', { name: /el kívánok állni/ }).check();
  const before = Date.now() - 1_000;
  await confirmWithdrawal.click();
  const receiptDialog = page.getByRole('dialog', { name: 'Elállását rögzítettük' });
  await expect(receiptDialog).toContainText('A visszaigazolást e-mailben elküldtük');
  const receipt = await latestMessageTo(request, email, before);
  expect(receipt.subject).toBe('Elállás a hitelszerződéstől – visszaigazolás');
  await receiptDialog.getByRole('button', { name: 'Rendben' }).click();
  // Not a silent jump: the withdrawn contract in the applications list, under a banner with the date,
  // its documents and the receipt still openable.
  await expect(page).toHaveURL(/\/user\/applications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hitelkérelmeim' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Elállt a szerződéstől' })).toContainText(
    'Az elállás dátuma:',
  );
  const withdrawn = page.getByRole('article').filter({ hasText: 'Elállt a szerződéstől' });
  await expect(withdrawn.getByText(/^Az elállás dátuma: /)).toBeVisible();
  for (const title of ['Visszaigazolás az elállásról', 'Aláírt hitelszerződés', 'Hitelszerződés']) {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      withdrawn.getByRole('button', { name: `Letöltés: ${title}`, exact: true }).click(),
    ]);
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(await file.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
  await expectAccessible(page);
});

test('a referred application is verified after a declined first try, signed, approved by a member of staff, and the customer sees it', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  const email = freshEmail('ugyintezo');
  const digits = freshMobileDigits();
  await createConfirmedCustomer(request, email);
  await logIn(page, email);
  await customerOnOffers(page);
  // Income paid in cash cannot be checked automatically: a person decides.
  await fillWholeApplication(page, 'Készpénzben');
  await submitForScoring(page, 'Kérelmét munkatársunk is megnézi');

  // A declined check says why, and the customer simply tries again.
  await verifyIdentityAtProvider(page, 'Azonosítás elutasítva', { checkAccessibility: true });
  await heading(page, 'Személyazonosságának ellenőrzése');
  await expect(page.getByRole('alert')).toContainText('A szelfi alapján nem tudtuk egyértelműen azonosítani');
  await verifyIdentityAtProvider(page, 'Azonosítás sikeres', { checkAccessibility: true });
  await reviewContract(page);
  await addPhone(page, request, digits);
  consoleErrors.allow(/status of 400|status of 409/);
  await signAfterWrongCode(page, request, digits);
  await heading(page, 'Köszönjük, aláírta a szerződést');
  await expect(page.getByRole('listitem').filter({ hasText: 'Aláírt hitelszerződés' })).toBeVisible();

  // A member of staff, in their own browser, with their own login.
  const staffContext = await browser.newContext();
  await presetCookieChoiceIn(staffContext);
  const staff = await staffContext.newPage();
  await staff.goto('/staff/reviews');
  await expect(staff).toHaveURL(/\/staff\/login/);
  await logInAsStaff(staff, DEMO_STAFF.reviewer);
  await expect(staff.getByRole('heading', { name: 'Ügyintézőre váró ügyek' })).toBeVisible();
  await expectAccessible(staff);
  const item = staff.getByRole('article', { name: 'Elek Teszt' }).last();
  await expect(item).toContainText('Jövedelmét nem bankszámlára kapja');
  await item.getByRole('button', { name: 'Jóváhagyás' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Kérelem jóváhagyása' });
  await dialog.getByLabel(/^Indok/).selectOption({ label: 'A jövedelem igazolt' });
  await dialog.getByLabel(/^Megjegyzés/).fill('A munkáltatói igazolás szerint a jövedelem rendszeres.');
  await dialog.getByRole('button', { name: 'Jóváhagyom a kérelmet' }).click();
  await expect(staff.getByText(/Jóváhagyta .* kérelmét/)).toBeVisible();
  await staffContext.close();

  // The customer's screen follows the decision.
  await page.reload();
  await heading(page, 'Gratulálunk, jóváhagytuk a kölcsönét');
  await expect(page.getByRole('region', { name: 'Elállás a szerződéstől' })).toContainText('Határidő:');
});
