import {
  answerRemainingAsEmployee,
  chooseBankLink,
  consentAtBank,
  expectEmployeeSalaryWithEvidence,
  expectLinkFailed,
  expectSharingExplained,
  forints,
  goToBank,
  incomeFigure,
  logInAtBank,
  pickBank,
  storedAssessment,
} from './bank-sync.ts';
import { acceptAndSubmit, finishOnboarding, heading, next } from './credit.ts';
import { createConfirmedCustomer, logIn } from './customers.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { limitScale } from './limits.ts';
import { freshEmail } from './mailbox.ts';

// Each journey walks the wizard and the sandbox bank's pages with an accessibility scan on each.
test.describe.configure({ timeout: 120_000 * limitScale });

test('a customer links a bank account, sees the salary found with its proof and gets offers without the income questions', async ({
  page,
  request,
}) => {
  const email = freshEmail('bankszamla');
  await createConfirmedCustomer(request, email);
  await logIn(page, email);
  await finishOnboarding(page);
  await chooseBankLink(page);
  await expectSharingExplained(page);

  await goToBank(page);
  await pickBank(page);
  await logInAtBank(page);
  await consentAtBank(page);
  await expectEmployeeSalaryWithEvidence(page);
  await expect(page.getByText('Hiteltörlesztést nem találtunk.')).toBeVisible();

  await next(page);
  await answerRemainingAsEmployee(page);
  await acceptAndSubmit(page);

  await expect(page.getByRole('heading', { name: 'Személyre szabott ajánlataink' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) await expect(card.getByText('2 000 000 Ft').first()).toBeVisible();
  await expectAccessible(page);

  // The assessment used the income the bank showed and no loans.
  const stored = await storedAssessment(page);
  expect(stored.type).toBe('PSD2');
  expect(stored.figures.netIncome).toBe(612_000);
  expect(stored.figures.existingInstalments).toBe(0);
});

test('a customer who cancels at the bank is told the consent was not given and can answer by hand', async ({
  page,
  request,
}) => {
  const email = freshEmail('megsem');
  await createConfirmedCustomer(request, email);
  await logIn(page, email);
  await finishOnboarding(page);
  await chooseBankLink(page);

  await goToBank(page);
  await page.getByRole('button', { name: 'Mégsem', exact: true }).click();
  await expect(page).toHaveURL(/\/preliminary-assessment$/);
  await heading(page, 'Bankszámla összekapcsolása');
  await expectLinkFailed(page, /A hozzájárulást a bank felületén nem adta meg/);
  await expect(page.getByText('Ezt találtuk a bankszámláján')).toHaveCount(0);

  await page.getByRole('button', { name: 'Inkább kézzel adom meg', exact: true }).click();
  await heading(page, 'Személyes adatok');
  await page.getByLabel('Születési dátum').fill('1986-05-14');
  await page
    .getByRole('combobox', { name: 'Mire fordítaná a kölcsönt?' })
    .selectOption({ label: 'Lakásfelújítás, korszerűsítés' });
  await next(page);
  // By hand, the income is asked.
  await heading(page, 'Jövedelem');
  await page.getByRole('radio', { name: 'Munkaviszonyból (alkalmazott vagyok)' }).check();
  await expect(page.getByRole('textbox', { name: 'Havi nettó jövedelem' })).toBeVisible();
});

test('when the bank is unavailable the customer is told so and a new attempt can succeed', async ({
  page,
  request,
}) => {
  const email = freshEmail('kimaradas');
  await createConfirmedCustomer(request, email);
  await logIn(page, email);
  await finishOnboarding(page);
  await chooseBankLink(page);

  await goToBank(page);
  await pickBank(page);
  await logInAtBank(page);
  await page.getByRole('button', { name: 'A bank nem elérhető', exact: true }).click();
  await expect(page).toHaveURL(/\/preliminary-assessment$/);
  await expectLinkFailed(page, /A bank vagy a bankkapcsolati szolgáltató most nem érhető el/);
  await expect(page.getByRole('button', { name: 'Tovább a bankomhoz' })).toHaveCount(0);

  // A new attempt starts at the bank's first step again.
  await goToBank(page, page.getByRole('button', { name: 'Újrapróbálom', exact: true }));
  await pickBank(page);
  await logInAtBank(page);
  await consentAtBank(page);
  await expect(page.getByText('A bankszámla összekapcsolása nem sikerült')).toHaveCount(0);
  await expect(incomeFigure(page)).toHaveText(forints('612 000'));
});

test('a customer who corrects the income found sees both figures and gets offers computed from the correction', async ({
  page,
  request,
}) => {
  const email = freshEmail('javitas');
  await createConfirmedCustomer(request, email);
  await logIn(page, email);
  await finishOnboarding(page);
  await chooseBankLink(page);

  await goToBank(page);
  await pickBank(page);
  await logInAtBank(page);
  await consentAtBank(page);
  await expect(incomeFigure(page)).toHaveText(forints('612 000'));

  await page.getByRole('button', { name: 'Javítom a jövedelmet', exact: true }).click();
  const field = page.getByRole('textbox', { name: 'Havi nettó jövedelme' });
  await expect(field).toHaveValue(/^612\s?000$/);
  await field.fill('450000');
  await page.getByRole('button', { name: 'Mentés', exact: true }).click();
  await expect(field).toHaveCount(0);
  await expect(incomeFigure(page)).toHaveText(forints('450 000'));
  // The figure found stays in view beside the correction.
  await expect(page.getByText('Az Ön által megadott összeg; a számlán talált: 612 000 Ft')).toBeVisible();
  await expectAccessible(page);

  await next(page);
  await answerRemainingAsEmployee(page);
  await acceptAndSubmit(page);
  await expect(page.getByRole('heading', { name: 'Személyre szabott ajánlataink' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  const stored = await storedAssessment(page);
  expect(stored.type).toBe('PSD2');
  expect(stored.figures.netIncome).toBe(450_000);
});
