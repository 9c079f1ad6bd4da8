import type { Locator, Page } from '@playwright/test';
import { heading, next, yesNo } from './credit.ts';
import { expect, expectAccessible, waitForApp } from './fixtures.ts';
import { limitScale } from './limits.ts';

/**
 * Steps of linking a bank account in the preliminary assessment as a customer clicks them: the
 * bank-sync step of the wizard, the sandbox aggregator's consent page and the way back.
 */

/** The sandbox bank and its demo customer paid a net 612 000 Ft salary a month (personas.ts). */
export const SANDBOX_BANK = 'OTP Bank Nyrt.';
export const EMPLOYEE_PERSONA = /^Kovács Anna – alkalmazott/;
export const EMPLOYEE_EMPLOYER = 'Dunamenti Logisztika Kft.';
/** Amounts as the portal prints them: groups of three split by a (no-break) space. */
export const forints = (digits: string) => new RegExp(`^${digits.replace(/ /g, '\\s')}\\sFt$`);

export const bankSyncStart = (page: Page) =>
  page.getByRole('button', { name: 'Tovább a bankomhoz', exact: true });

/** Amount and term, then the bank link chosen on the data step: the bank-sync step opens. */
export async function chooseBankLink(page: Page, amount = '2000000', months = '48') {
  await heading(page, 'Összeg és futamidő');
  const amountField = page.getByRole('textbox', { name: 'Hitelösszeg', exact: true });
  await amountField.fill(amount);
  await amountField.blur();
  const termField = page.getByRole('textbox', { name: 'Futamidő', exact: true });
  await termField.fill(months);
  await termField.blur();
  await expect(page.getByText('Becsült havi törlesztőrészlet')).toBeVisible();
  await next(page);
  await heading(page, 'Az adatok megadása');
  const bankLink = page.getByRole('radio', { name: 'Bankszámla összekapcsolása' });
  await expect(bankLink).not.toBeChecked();
  await bankLink.check();
  await next(page);
  await heading(page, 'Bankszámla összekapcsolása');
}

/** Before leaving: what the portal will see, for how long, and that the password stays with the bank. */
export async function expectSharingExplained(page: Page) {
  await expect(
    page.getByRole('heading', { level: 3, name: 'Mit lát a Hitelkapu a bankszámlájából?' }),
  ).toBeVisible();
  await expect(page.getByText('Csak azokat a számlákat, amelyeket Ön a bankjánál kiválaszt.')).toBeVisible();
  await expect(page.getByText(/az elmúlt 180 nap jóváírásait és terheléseit/)).toBeVisible();
  await expect(page.getByText(/A hozzájárulás 180 napig érvényes/)).toBeVisible();
  await expect(page.getByText(/jelszavát mi nem látjuk/)).toBeVisible();
  await expect(bankSyncStart(page)).toBeEnabled();
}

/** "Tovább a bankomhoz" (or "Újrapróbálom"): the browser is on the sandbox bank's first step. */
export async function goToBank(page: Page, button: Locator = bankSyncStart(page)) {
  await button.click();
  await expect(page).toHaveURL(/\/sandbox\/bank-sync\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bankszámla összekapcsolása' })).toBeVisible();
  await expect(page.getByText('Próbakörnyezet – nem valódi bank')).toBeVisible();
}

const sandboxStep = (page: Page, name: RegExp) => page.getByRole('group', { name });

/** Step 1 of the sandbox: the bank. */
export async function pickBank(page: Page, bank = SANDBOX_BANK) {
  const step = sandboxStep(page, /^1\. lépés Válassza ki a bankját/);
  await expect(step).toBeVisible();
  await expectAccessible(page);
  await step.getByRole('radio', { name: bank, exact: true }).check();
  await step.getByRole('button', { name: 'Tovább', exact: true }).click();
}

/** Step 2 of the sandbox: logging in as a demo customer. */
export async function logInAtBank(page: Page, persona: RegExp = EMPLOYEE_PERSONA, bank = SANDBOX_BANK) {
  const step = sandboxStep(page, new RegExp(`^2\\. lépés Belépés: ${bank.replace(/[.&]/g, '\\$&')}`));
  await expect(step).toBeVisible();
  await expectAccessible(page);
  await step.getByRole('radio', { name: persona }).check();
  await step.getByRole('button', { name: 'Belépés', exact: true }).click();
}

/** Step 3 of the sandbox: the accounts the portal may read and what it sees, all ticked. */
export async function expectConsentAsked(page: Page, owner = 'Kovács Anna', bank = SANDBOX_BANK) {
  const step = sandboxStep(page, /^3\. lépés Hozzájárulás/);
  await expect(step).toBeVisible();
  await expect(step.getByText(`Bejelentkezett: ${owner}, ${bank}`)).toBeVisible();
  const accounts = step
    .getByRole('group', { name: 'Mely számlákat láthatja a Hitelkapu?' })
    .getByRole('checkbox');
  expect(await accounts.count()).toBeGreaterThan(0);
  for (const account of await accounts.all()) await expect(account).toBeChecked();
  await expect(
    step.getByText(/A hozzájárulás 180 napig érvényes \(lejárata: \d{4}\. \S+ \d{1,2}\.\)/),
  ).toBeVisible();
  await expect(step.getByText('az elmúlt 6 hónap tranzakcióit.')).toBeVisible();
  await expectAccessible(page);
  return step;
}

/** "Hozzájárulok": back in the wizard on the bank-sync step, the findings shown. */
export async function consentAtBank(page: Page) {
  const step = await expectConsentAsked(page);
  await step.getByRole('button', { name: 'Hozzájárulok', exact: true }).click();
  await expect(page).toHaveURL(/\/preliminary-assessment$/);
  return findings(page);
}

/** The findings of the bank-sync step, once the server has read the account. */
export async function findings(page: Page) {
  await expect(page.getByRole('heading', { level: 3, name: 'Ezt találtuk a bankszámláján' })).toBeVisible({
    timeout: 20_000 * limitScale,
  });
  await waitForApp(page);
}

/** The monthly income the findings show (the figure under "Rendszeres havi jövedelem"). */
export const incomeFigure = (page: Page) =>
  page.getByText('Rendszeres havi jövedelem', { exact: true }).locator('xpath=following-sibling::*[1]');

/** The employee persona's salary with the transactions behind it, opened. */
export async function expectEmployeeSalaryWithEvidence(page: Page) {
  await expect(incomeFigure(page)).toHaveText(forints('612 000'));
  await expect(page.getByText('Munkabér', { exact: true })).toBeVisible();
  await expect(page.getByRole('paragraph').filter({ hasText: EMPLOYEE_EMPLOYER })).toBeVisible();
  await expect(page.getByText(/^\d hónapban, általában a hónap 1?\d\. napján$/)).toBeVisible();
  const summary = page.getByText(/^A tételek, amelyekből ezt láttuk \(\d+\)$/).first();
  await expect(summary).toBeVisible();
  const count = Number((await summary.textContent())?.match(/\((\d+)\)/)?.[1]);
  expect(count).toBeGreaterThanOrEqual(3);
  await summary.click();
  const table = page.getByRole('table').first();
  await expect(table).toBeVisible();
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(count);
  // Each salary transfer from the employer named above: its date, its remittance, the full net amount.
  for (const row of await rows.all()) {
    await expect(row.getByRole('cell').nth(0)).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expect(row.getByRole('cell').nth(1)).toHaveText(/munkabér/);
    await expect(row.getByRole('cell').nth(2)).toHaveText(forints('612 000'));
  }
  await expectAccessible(page);
}

/** The failure view of the bank-sync step with its reason and both ways forward. */
export async function expectLinkFailed(page: Page, reason: RegExp) {
  const alert = page.getByRole('alert').filter({ hasText: 'A bankszámla összekapcsolása nem sikerült' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(reason);
  await expect(page.getByRole('button', { name: 'Újrapróbálom', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inkább kézzel adom meg', exact: true })).toBeVisible();
  await waitForApp(page);
  await expectAccessible(page);
}

/**
 * The employee persona's remaining questions after the bank link: the employment questions
 * without the net income, the credit card question without the loans ones.
 */
export async function answerRemainingAsEmployee(page: Page) {
  await heading(page, 'Személyes adatok');
  await page.getByLabel('Születési dátum').fill('1986-05-14');
  await page
    .getByRole('combobox', { name: 'Mire fordítaná a kölcsönt?' })
    .selectOption({ label: 'Lakásfelújítás, korszerűsítés' });
  await next(page);

  await heading(page, 'Jövedelem');
  await page.getByRole('radio', { name: 'Munkaviszonyból (alkalmazott vagyok)' }).check();
  await yesNo(page, 'Külföldön bejegyzett cég a munkáltatója?', 'Nem');
  await page.getByLabel('Mióta dolgozik a jelenlegi munkahelyén?').fill('2019-09-01');
  await yesNo(page, 'Próbaidejét tölti jelenleg?', 'Nem');
  await yesNo(page, 'Felmondási idejét tölti jelenleg?', 'Nem');
  await yesNo(page, 'Jelenleg keresőképtelen, például táppénzen van?', 'Nem');
  await yesNo(page, 'Az elmúlt 6 hónapban megszakítás nélkül dolgozott?', 'Igen');
  await yesNo(page, 'Határozott idejű a munkaszerződése?', 'Nem');
  // The linked account answered the income: it is not asked.
  await expect(page.getByRole('textbox', { name: 'Havi nettó jövedelem' })).toHaveCount(0);
  await next(page);

  await heading(page, 'Meglévő hitelek');
  await expect(page.getByRole('radiogroup', { name: 'Törleszt jelenleg hitelt vagy lízinget?' })).toHaveCount(
    0,
  );
  await expect(
    page.getByRole('textbox', { name: 'Meglévő hiteleinek havi törlesztőrészlete összesen' }),
  ).toHaveCount(0);
  await yesNo(page, 'Van hitelkártyája vagy folyószámlahitel-kerete?', 'Nem');
  await next(page);
}

interface StoredAssessment {
  type: string;
  amount: number;
  duration: number;
  /** The affordability figures the decision used. */
  figures: { netIncome: number; existingInstalments: number };
}

/** The customer's latest assessment as the server stored it, asked with the browser's session. */
export async function storedAssessment(page: Page): Promise<StoredAssessment> {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('hk.session') ?? '{}').state?.token as string,
  );
  const response = await page.request.get('/api/credit/my-preliminary-assessment', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredAssessment;
}
