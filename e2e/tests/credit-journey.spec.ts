import {
  acceptAndSubmit,
  answerAboutYou,
  answerCommitments,
  answerIncomeAsEmployee,
  chooseAmountAndTerm,
  customerOnOffers,
  finishOnboarding,
  heading,
} from './credit.ts';
import { createConfirmedCustomer, logIn } from './customers.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { limitScale } from './limits.ts';
import { freshEmail } from './mailbox.ts';

// Each journey walks six screens with an accessibility scan on each.
test.describe.configure({ timeout: 120_000 * limitScale });

test('a new customer goes from onboarding through a manual assessment to three lawful offers', async ({
  page,
  request,
}) => {
  const email = freshEmail('ajanlat');
  await createConfirmedCustomer(request, email);
  await logIn(page, email);
  await finishOnboarding(page);
  await chooseAmountAndTerm(page, '2000000', '48');
  await answerAboutYou(page);
  await answerIncomeAsEmployee(page, '520000');
  await answerCommitments(page);
  await acceptAndSubmit(page);

  await expect(page.getByRole('heading', { name: 'Személyre szabott ajánlataink' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  // Each card shows the engine's THM with one decimal, under the cap of base rate + 24 points.
  for (const card of await cards.all()) {
    const text = (await card.textContent()) ?? '';
    const thm = Number(text.match(/(\d{1,2},\d) %/)?.[1]?.replace(',', '.'));
    expect(thm).toBeGreaterThan(0);
    expect(thm).toBeLessThanOrEqual(30.5);
    await expect(card.getByText('2 000 000 Ft').first()).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Reprezentatív példa' })).toBeVisible();
  await expect(page.getByText(/automatizált/i).first()).toBeVisible();
  await expectAccessible(page);

  // The repayment schedule of the first offer: 48 monthly rows.
  await cards.first().getByRole('button', { name: 'Törlesztési terv' }).click();
  const schedule = page.getByRole('dialog', { name: /Törlesztési terv/ });
  await expect(schedule).toBeVisible();
  await expect(schedule.getByRole('row')).toHaveCount(48 + 2, { timeout: 10_000 * limitScale });
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // Recalculating with a new amount asks the engine again.
  const amountField = page.getByRole('textbox', { name: 'Hitelösszeg', exact: true });
  await amountField.fill('1000000');
  await amountField.blur();
  await page.getByRole('button', { name: 'Újraszámolás' }).click();
  await expect(cards.first().getByText('1 000 000 Ft').first()).toBeVisible();

  // The status is PRELIMINARY now: logging in again lands on the offers.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await logIn(page, email, undefined, /\/offers$/);
});

test('a customer whose income is too low sees the reasons in plain Hungarian and a call-back offer', async ({
  page,
  request,
}) => {
  const email = freshEmail('alacsony');
  await createConfirmedCustomer(request, email);
  await logIn(page, email);
  await customerOnOffers(page, '1500000', '36', '120000');

  const panel = page.getByRole('region', { name: 'Most nem tudunk ajánlatot adni' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/jövedelm/i).first()).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Beszélnék egy munkatárssal' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Új előzetes hitelbírálat indítása' })).toBeVisible();
  await expectAccessible(page);
});

test('a half-finished assessment resumes where the customer left it after logging in again', async ({
  page,
  request,
}) => {
  const email = freshEmail('folytatas');
  await createConfirmedCustomer(request, email);
  await logIn(page, email);
  await finishOnboarding(page);
  await chooseAmountAndTerm(page, '3500000', '60');
  await answerAboutYou(page);
  await heading(page, 'Jövedelem');

  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await logIn(page, email, undefined, /\/preliminary-assessment$/);
  await heading(page, 'Jövedelem');
  await page.getByRole('button', { name: 'Vissza', exact: true }).click();
  await heading(page, 'Személyes adatok');
  await expect(page.getByLabel('Születési dátum')).toHaveValue('1986-05-14');
});
