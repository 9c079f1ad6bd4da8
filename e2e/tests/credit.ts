import type { Page } from '@playwright/test';
import { expect, expectAccessible, waitForApp } from './fixtures.ts';

/** Steps of the credit journey as a customer clicks them: onboarding, the assessment wizard, the offers. */

export const next = (page: Page) => page.getByRole('button', { name: 'Tovább', exact: true }).click();

export async function heading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await waitForApp(page);
  await expectAccessible(page);
}

export async function finishOnboarding(page: Page) {
  await expect(page).toHaveURL(/\/onboarding$/);
  await waitForApp(page);
  await expectAccessible(page);
  await next(page);
  await next(page);
  await page.getByRole('button', { name: 'Kezdjük' }).click();
  await expect(page).toHaveURL(/\/preliminary-assessment$/);
}

export async function chooseAmountAndTerm(page: Page, amount: string, months: string) {
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
  // The demo offers the bank link too (the PSD2 sandboxes run): nothing is chosen in advance.
  await page.getByRole('radio', { name: 'Adatok megadása kézzel' }).check();
  await next(page);
}

export async function answerAboutYou(page: Page) {
  await heading(page, 'Személyes adatok');
  await page.getByLabel('Születési dátum').fill('1986-05-14');
  await page
    .getByRole('combobox', { name: 'Mire fordítaná a kölcsönt?' })
    .selectOption({ label: 'Lakásfelújítás, korszerűsítés' });
  await next(page);
}

export async function yesNo(page: Page, question: string, answer: 'Igen' | 'Nem') {
  await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer }).check();
}

export async function answerIncomeAsEmployee(page: Page, netIncome: string) {
  await heading(page, 'Jövedelem');
  await page.getByRole('radio', { name: 'Munkaviszonyból (alkalmazott vagyok)' }).check();
  await yesNo(page, 'Külföldön bejegyzett cég a munkáltatója?', 'Nem');
  await page.getByLabel('Mióta dolgozik a jelenlegi munkahelyén?').fill('2019-09-01');
  await yesNo(page, 'Próbaidejét tölti jelenleg?', 'Nem');
  await yesNo(page, 'Felmondási idejét tölti jelenleg?', 'Nem');
  await yesNo(page, 'Jelenleg keresőképtelen, például táppénzen van?', 'Nem');
  await yesNo(page, 'Az elmúlt 6 hónapban megszakítás nélkül dolgozott?', 'Igen');
  await yesNo(page, 'Határozott idejű a munkaszerződése?', 'Nem');
  await page.getByRole('textbox', { name: 'Havi nettó jövedelem' }).fill(netIncome);
  await next(page);
}

export async function answerCommitments(page: Page) {
  await heading(page, 'Meglévő hitelek');
  await yesNo(page, 'Törleszt jelenleg hitelt vagy lízinget?', 'Igen');
  await page
    .getByRole('textbox', { name: 'Meglévő hiteleinek havi törlesztőrészlete összesen' })
    .fill('35000');
  await yesNo(page, 'Van hitelkártyája vagy folyószámlahitel-kerete?', 'Nem');
  await next(page);
}

export async function acceptAndSubmit(page: Page) {
  await heading(page, 'Összegzés és nyilatkozatok');
  const statements = page.getByRole('checkbox', { name: /Elolvastam és elfogadom/ });
  await expect(statements).toHaveCount(2);
  for (const box of await statements.all()) {
    await expect(box).not.toBeChecked();
    await box.check();
  }
  await page.getByRole('button', { name: 'Ajánlataim megtekintése' }).click();
  await expect(page).toHaveURL(/\/offers$/);
  await waitForApp(page);
}

/**
 * A new customer who has finished onboarding and a manual assessment and sees the offers (or,
 * with too low a net income, why there are none).
 */
export async function customerOnOffers(page: Page, amount = '2000000', months = '48', netIncome = '520000') {
  await finishOnboarding(page);
  await chooseAmountAndTerm(page, amount, months);
  await answerAboutYou(page);
  await answerIncomeAsEmployee(page, netIncome);
  await answerCommitments(page);
  await acceptAndSubmit(page);
}
