import type { Page } from '@playwright/test';
import { fillAddress, fillPersonalData, startApplicationFromOffers } from './application.ts';
import {
  acceptAndSubmit,
  answerAboutYou,
  answerCommitments,
  answerIncomeAsEmployee,
  chooseAmountAndTerm,
  finishOnboarding,
  heading,
  next,
} from './credit.ts';
import { createConfirmedCustomer, logIn } from './customers.ts';
import { expect, test } from './fixtures.ts';
import { limitScale } from './limits.ts';
import { freshEmail } from './mailbox.ts';

test.describe.configure({ timeout: 180_000 * limitScale });

const PREFILLED = 'Az előzetes hitelbírálatban ezt adta meg. Ha azóta változott, javítsa.';

/** The answers listed for one step of the summary, as question and answer pairs. */
async function summaryOf(page: Page, step: string) {
  const section = page.getByRole('region', { name: step });
  const terms = await section.locator('dt').allTextContents();
  const values = await section.locator('dd').allTextContents();
  return terms.map((term, index) => [term, values[index]]);
}

test('the summary lists every answer, and the application starts with what the assessment already asked', async ({
  page,
  request,
}) => {
  const email = freshEmail('elotoltes');
  await createConfirmedCustomer(request, email);
  await logIn(page, email);
  await finishOnboarding(page);
  await chooseAmountAndTerm(page, '2000000', '48');
  await answerAboutYou(page);
  await answerIncomeAsEmployee(page, '520000');
  await answerCommitments(page);

  // Every answer with its question, in Hungarian format, before the statements.
  await heading(page, 'Összegzés és nyilatkozatok');
  expect(await summaryOf(page, 'Személyes adatok')).toEqual([
    ['Születési dátum', '1986. május 14.'],
    ['Mire fordítaná a kölcsönt?', 'Lakásfelújítás, korszerűsítés'],
  ]);
  expect(await summaryOf(page, 'Jövedelem')).toContainEqual(['Havi nettó jövedelem', '520 000 Ft']);
  expect(await summaryOf(page, 'Jövedelem')).toContainEqual([
    'Mióta dolgozik a jelenlegi munkahelyén?',
    '2019. szeptember 1.',
  ]);
  expect(await summaryOf(page, 'Meglévő hitelek')).toContainEqual([
    'Meglévő hiteleinek havi törlesztőrészlete összesen',
    '35 000 Ft',
  ]);
  await acceptAndSubmit(page);

  await startApplicationFromOffers(page);
  await next(page);
  await heading(page, 'Személyes adatok');
  const birthDate = page.getByLabel('Születési dátum');
  await expect(birthDate).toHaveValue('1986-05-14');
  await expect(birthDate).toHaveAccessibleDescription(PREFILLED);
  await fillPersonalData(page);
  await fillAddress(page);

  await heading(page, 'Munkahely és jövedelem');
  await expect(page.getByLabel('A jelenlegi munkaviszony kezdete')).toHaveValue('2019-09-01');
  await expect(page.getByRole('textbox', { name: 'Havi nettó jövedelem' })).toHaveValue('520 000');
  await expect(page.getByRole('textbox', { name: 'Munkáltató neve' })).toHaveValue('');
});
