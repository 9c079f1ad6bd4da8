import type { Page } from '@playwright/test';
import {
  addPhone,
  fillWholeApplication,
  pdf,
  reviewContract,
  signWithSmsCode,
  submitForScoring,
  verifyIdentityAtProvider,
} from './application.ts';
import { customerOnOffers, heading } from './credit.ts';
import { createConfirmedCustomer, logIn } from './customers.ts';
import { expect, expectAccessible, presetCookieChoiceIn, test } from './fixtures.ts';
import { limitScale } from './limits.ts';
import { freshEmail, freshMobileDigits } from './mailbox.ts';
import { DEMO_STAFF, logInAsStaff } from './staff.ts';

// A customer, a reviewer, the customer again, the reviewer, a senior reviewer and the customer.
test.describe.configure({ timeout: 300_000 * limitScale });

/** The queue's card of the test's customer, the newest of that name. */
const caseOf = (staff: Page) => staff.getByRole('article', { name: 'Elek Teszt' }).last();

test('a reviewer asks for a missing document, the customer uploads it from the to-dos, two people approve above the limit, and the customer sees the result', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  const email = freshEmail('negyszem');
  const digits = freshMobileDigits();
  await createConfirmedCustomer(request, email);
  await logIn(page, email);
  // 2 500 000 Ft is above the four-eyes limit (2 000 000 Ft); cash income refers it to a person.
  await customerOnOffers(page, '2500000', '60', '900000');
  await fillWholeApplication(page, 'Készpénzben', '2 500 000 Ft');
  await submitForScoring(page, 'Kérelmét munkatársunk is megnézi');
  await verifyIdentityAtProvider(page);
  await reviewContract(page);
  await addPhone(page, request, digits);
  consoleErrors.allow(/status of 409/);
  await signWithSmsCode(page, request, digits);
  await heading(page, 'Köszönjük, aláírta a szerződést');

  // The reviewer asks for a newer income certificate.
  const reviewerContext = await browser.newContext();
  await presetCookieChoiceIn(reviewerContext);
  const reviewer = await reviewerContext.newPage();
  await logInAsStaff(reviewer, DEMO_STAFF.reviewer);
  await expect(reviewer.getByRole('heading', { name: 'Ügyintézőre váró ügyek' })).toBeVisible();
  await caseOf(reviewer).getByRole('button', { name: 'Javítás kérése' }).click();
  const ask = reviewer.getByRole('dialog', { name: 'Javítás kérése az ügyféltől' });
  await ask.getByRole('radio', { name: 'Hiányzó dokumentum' }).check();
  await ask.getByRole('combobox', { name: /^Dokumentum/ }).selectOption('income_document');
  await ask
    .getByRole('textbox', { name: /^Üzenet az ügyfélnek/ })
    .fill('Kérjük, töltsön fel egy 30 napnál nem régebbi munkáltatói jövedelemigazolást.');
  await ask.getByRole('button', { name: 'Elküldöm a kérést' }).click();
  await expect(
    reviewer.getByText('Javítást kért Elek Teszt ügyféltől. Az ügyfél értesítést kap.'),
  ).toBeVisible();
  await expect(caseOf(reviewer)).toContainText('a kérelem az ügyfél válaszára vár');

  // The customer finds it among the to-dos and uploads the document.
  await page.goto('/user/todos');
  await heading(page, 'Teendők');
  const todo = page.getByRole('article').filter({ hasText: 'Hiányzó dokumentum' });
  await expect(todo).toContainText('munkáltatói jövedelemigazolást');
  await todo.getByRole('link', { name: 'Dokumentum feltöltése' }).click();
  await expect(page).toHaveURL(/\/user\/submit-missing-documents\//);
  const title = 'Jövedelemigazolás vagy az utolsó 3 havi bankszámlakivonat';
  await page.getByLabel(`Feltöltendő fájl: ${title}`).setInputFiles(pdf('uj-jovedelemigazolas.pdf'));
  await expect(page.getByRole('list', { name: `Feltöltött fájlok: ${title}` })).toContainText(
    'uj-jovedelemigazolas.pdf',
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Beküldés' }).click();
  await expect(page.getByRole('region', { name: 'A kérés állapota' })).toContainText(
    'Beküldte, ügyintézőnk most ellenőrzi.',
  );

  // Back with the reviewer: the case is returned; approved, it waits for a second person.
  await reviewer.reload();
  await expect(caseOf(reviewer)).toContainText('Az ügyfél visszaküldte');
  await caseOf(reviewer).getByRole('button', { name: 'Jóváhagyás' }).click();
  const approve = reviewer.getByRole('dialog', { name: 'Kérelem jóváhagyása' });
  await expect(approve).toContainText('négy szem elvének határát');
  await approve.getByLabel(/^Indok/).selectOption({ label: 'A jövedelem igazolt' });
  await approve.getByLabel(/^Megjegyzés/).fill('Az új munkáltatói igazolás szerint a jövedelem rendszeres.');
  await approve.getByRole('button', { name: 'Jóváhagyom a kérelmet' }).click();
  await expect(reviewer.getByText(/Rögzítettük Elek Teszt kérelmének jóváhagyását/)).toBeVisible();
  await expect(caseOf(reviewer)).toContainText('Jóváhagyás megerősítésre vár');
  await expect(caseOf(reviewer).getByRole('button', { name: 'Jóváhagyás megerősítése' })).toHaveCount(0);
  await reviewerContext.close();

  // Until the second person confirms, the customer still waits.
  await page.goto('/application');
  await heading(page, 'Köszönjük, aláírta a szerződést');

  // A senior reviewer confirms.
  const seniorContext = await browser.newContext();
  await presetCookieChoiceIn(seniorContext);
  const senior = await seniorContext.newPage();
  await logInAsStaff(senior, DEMO_STAFF.senior);
  await expect(caseOf(senior)).toContainText('Demó Ügyintéző jóváhagyta');
  await expectAccessible(senior);
  await caseOf(senior).getByRole('button', { name: 'Jóváhagyás megerősítése' }).click();
  const confirm = senior.getByRole('dialog', { name: 'Jóváhagyás megerősítése' });
  await confirm.getByLabel(/^Megjegyzés/).fill('Átnéztem az igazolást, egyetértek.');
  await confirm.getByRole('button', { name: 'Megerősítem a jóváhagyást' }).click();
  await expect(senior.getByText(/Megerősítette Elek Teszt kérelmének jóváhagyását/)).toBeVisible();
  await seniorContext.close();

  // The customer's screen follows the decision.
  await page.reload();
  await heading(page, 'Gratulálunk, jóváhagytuk a kölcsönét');
});
