import { customerOnOffers } from './credit.ts';
import { createConfirmedCustomer, logIn } from './customers.ts';
import { expect, expectAccessible, presetCookieChoiceIn, test, waitForApp } from './fixtures.ts';
import { limitScale } from './limits.ts';
import { freshEmail, latestMessageTo } from './mailbox.ts';
import { DEMO_STAFF, logInAsStaff } from './staff.ts';

// A customer's journey, a member of staff's, and the customer again.
test.describe.configure({ timeout: 150_000 * limitScale });

test('a refused customer asks for a person to review the decision, a reviewer changes it, and the customer sees the new result', async ({
  page,
  browser,
  request,
}) => {
  const email = freshEmail('felulvizsgalat');
  await createConfirmedCustomer(request, email);
  await logIn(page, email);
  await customerOnOffers(page, '1500000', '36', '120000');

  // Refused by the rules: no offers, the reasons, and the way to a person (EU 2023/2225 art. 18(8)).
  await expect(page.getByRole('region', { name: 'Most nem tudunk ajánlatot adni' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.getByRole('button', { name: 'Munkatárs felülvizsgálatát kérem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Munkatársi felülvizsgálat kérése' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  // Too short a view is refused at the field, in Hungarian.
  await dialog.getByRole('textbox', { name: /Az Ön álláspontja/ }).fill('Téves');
  await dialog.getByRole('button', { name: 'Felülvizsgálat kérése' }).click();
  await expect(dialog.getByText('Írjon legalább 10 karaktert')).toBeVisible();
  const view = `Szeptember óta új munkahelyen dolgozom (${email}), a fizetésem azóta több.`;
  await dialog.getByRole('textbox', { name: /Az Ön álláspontja/ }).fill(view);
  await dialog.getByRole('textbox', { name: /Jelenlegi havi nettó jövedelme/ }).fill('480000');
  await dialog.getByRole('button', { name: 'Felülvizsgálat kérése' }).click();
  await expect(dialog).toBeHidden();
  const status = page.getByRole('region', { name: 'Munkatársi felülvizsgálat' });
  await expect(status).toContainText('Beérkezett');
  await expect(page.getByRole('button', { name: 'Munkatárs felülvizsgálatát kérem' })).toHaveCount(0);

  // A second visit shows the open request instead of a new button.
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('region', { name: 'Munkatársi felülvizsgálat' })).toContainText('Beérkezett');

  // A member of staff, in their own browser, with their own login.
  const staffContext = await browser.newContext();
  await presetCookieChoiceIn(staffContext);
  const staff = await staffContext.newPage();
  await logInAsStaff(staff, DEMO_STAFF.senior);
  await expect(staff.getByRole('heading', { name: 'Ügyintézőre váró ügyek' })).toBeVisible();
  // Decision review requests are one kind of the queue: the filter is kept in the address.
  await staff.getByLabel('Ügytípus').selectOption('DECISION_REVIEW');
  await expect(staff).toHaveURL(/\/staff\/reviews\?kind=DECISION_REVIEW$/);
  const request_ = staff.getByRole('article').filter({ hasText: view });
  await expect(request_).toBeVisible();
  await expect(request_.getByText('Előzetes hitelbírálat')).toBeVisible();
  await expect(request_.getByText('480 000 Ft')).toBeVisible();
  await expectAccessible(staff);

  await request_.getByRole('button', { name: 'Átveszem' }).click();
  await expect(request_.getByText(/Folyamatban, átvette/)).toBeVisible();
  // The customer sees that a person is on it.
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('region', { name: 'Munkatársi felülvizsgálat' })).toContainText('Folyamatban');

  const beforeDecision = Date.now();
  await request_.getByRole('button', { name: 'Döntés megváltoztatása' }).click();
  const outcome = staff.getByRole('dialog', { name: 'Az automatikus döntés megváltoztatása' });
  await outcome.getByLabel(/^Indok/).selectOption('UPDATED_FACTS_ACCEPTED');
  await outcome.getByLabel(/^Megjegyzés/).fill('Munkáltatói igazolás alapján a jövedelem 480 000 Ft.');
  await outcome.getByRole('button', { name: 'Döntés megváltoztatása' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'megváltoztatta a döntést' })).toBeVisible();
  await expect(staff.getByRole('article').filter({ hasText: view })).toHaveCount(0);
  await staffContext.close();

  // The customer now has offers, the outcome and its reason on the page, and an email.
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  const decided = page.getByRole('region', { name: 'Munkatársi felülvizsgálat' });
  await expect(decided).toContainText('Döntés született');
  await expect(decided).toContainText('megváltoztatta a döntést');
  await expect(decided).toContainText('elfogadta az Ön által közölt új adatokat');
  await expectAccessible(page);
  const mail = await latestMessageTo(request, email, beforeDecision - 1_000);
  expect(mail.subject).toBe('Munkatársunk megváltoztatta a döntést');
  expect(mail.body).toContain('Indoklás: Munkatársunk elfogadta az Ön által közölt új adatokat.');
});
