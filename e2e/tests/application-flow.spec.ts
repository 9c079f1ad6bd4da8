import {
  acceptStatements,
  fill,
  fillAddress,
  fillCommitments,
  fillPersonalData,
  startApplicationFromOffers,
  textbox,
  uploadDocuments,
} from './application.ts';
import { customerOnOffers, heading, next } from './credit.ts';
import { createConfirmedCustomer, logIn } from './customers.ts';
import { expect, expectAccessible, test, waitForApp } from './fixtures.ts';
import { limitScale } from './limits.ts';
import { freshEmail } from './mailbox.ts';

// The journey from registration to the application overview walks a dozen screens.
test.describe.configure({ timeout: 180_000 * limitScale });

test('a customer files the application with documents, and picks it up again after logging in on another device', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = freshEmail('kerelem');
  await createConfirmedCustomer(request, email);
  await logIn(page, email);
  await customerOnOffers(page);

  await startApplicationFromOffers(page);
  await expect(page.getByText(email)).toBeVisible();
  await next(page);
  await fillPersonalData(page);
  await heading(page, 'Lakcím');

  // Closing the browser here and logging in elsewhere resumes at the address step.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await logIn(page, email, undefined, /\/application$/);
  await heading(page, 'Lakcím');

  await fillAddress(page);

  await heading(page, 'Munkahely és jövedelem');
  await fill(page, 'Munkáltató neve', 'Minta Kereskedelmi Kft.');
  // A tax number in the wrong shape is explained under the field and keeps the customer here.
  await fill(page, 'Munkáltató adószáma', '1234');
  await next(page);
  await expect(textbox(page, 'Munkáltató adószáma')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Munkahely és jövedelem' })).toBeVisible();
  await fill(page, 'Munkáltató adószáma', '12345678-2-42');
  await page.getByLabel('A jelenlegi munkaviszony kezdete').fill('2019-09-01');
  await fill(page, 'Havi nettó jövedelem', '520000');
  await page
    .getByRole('combobox', { name: 'Hogyan kapja a jövedelmét?' })
    .selectOption({ label: 'Bankszámlára' });
  await fill(page, 'Bankszámlaszám', '11773016-11111018-00000000');
  await next(page);

  await fillCommitments(page);
  await acceptStatements(page);

  await heading(page, 'Dokumentumok');
  // A program renamed to .pdf is refused by its content, with the reason in Hungarian.
  consoleErrors.allow(/status of 415/);
  await page.getByLabel('Feltöltendő fájl: Személyi igazolvány (mindkét oldala)').setInputFiles({
    name: 'szemelyi.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'nem PDF, JPEG vagy PNG' })).toBeVisible();
  await expectAccessible(page);
  await uploadDocuments(page);
  await expect(page.getByText('Szabó Mária')).toBeVisible();
  await expect(page.getByText('11773016-11111018-00000000')).toBeVisible();

  // "Módosítás" goes back to that step with the answers kept.
  await page.getByRole('button', { name: 'Módosítás: Lakcím' }).click();
  await heading(page, 'Lakcím');
  await expect(textbox(page, 'Irányítószám')).toHaveValue('1138');
  await waitForApp(page);
});
