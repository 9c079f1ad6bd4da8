import type { Page } from '@playwright/test';
import { customerOnOffers, heading, next } from './credit.ts';
import { createConfirmedCustomer, logIn } from './customers.ts';
import { expect, expectAccessible, test, waitForApp } from './fixtures.ts';
import { freshEmail } from './mailbox.ts';

// The journey from registration to the application overview walks a dozen screens.
test.describe.configure({ timeout: 180_000 });

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fill(page: Page, name: string, value: string) {
  const field = textbox(page, name);
  await field.fill(value);
  // Text answers are saved when the customer leaves the field.
  await field.blur();
}

async function choose(page: Page, question: string, answer: string) {
  await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer }).check();
}

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<< /Type /Catalog >>endobj\ntrailer<< /Root 1 0 R >>\n%%EOF\n'),
});

test('a customer files the application with documents, and picks it up again after logging in on another device', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = freshEmail('kerelem');
  await createConfirmedCustomer(request, email);
  await logIn(page, email);
  await customerOnOffers(page);

  await page.getByRole('article').first().getByRole('button', { name: 'Ezt választom' }).click();
  await expect(page).toHaveURL(/\/application$/);
  await heading(page, 'Mielőtt elkezdené');
  await expect(page.getByRole('region', { name: 'A választott ajánlat' })).toContainText('2 000 000 Ft');
  await page.getByRole('button', { name: 'Kezdjük' }).click();

  // Step 1: the offer and the customer's data, read-only.
  await heading(page, 'Az ajánlat és az Ön adatai');
  await expect(page.getByText(email)).toBeVisible();
  await next(page);

  await heading(page, 'Személyes adatok');
  await fill(page, 'Anyja születési neve', 'Szabó Mária');
  await fill(page, 'Születési hely', 'Debrecen');
  await page.getByLabel('Születési dátum').fill('1986-05-14');
  await fill(page, 'Személyi igazolvány száma', '123456AB');
  await page.getByRole('combobox', { name: 'Állampolgárság' }).selectOption({ label: 'Magyar' });
  await page.getByRole('combobox', { name: 'Családi állapot' }).selectOption({ label: 'Házas' });
  await fill(page, 'Eltartottak száma', '1');
  await next(page);
  await heading(page, 'Lakcím');

  // Closing the browser here and logging in elsewhere resumes at the address step.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await logIn(page, email, undefined, /\/application$/);
  await heading(page, 'Lakcím');

  await fill(page, 'Irányítószám', '1138');
  await fill(page, 'Település', 'Budapest');
  await fill(page, 'Utca, házszám', 'Váci út 1.');
  await choose(page, 'A levelezési címe eltér a lakcímétől?', 'Nem');
  await next(page);

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

  await heading(page, 'Meglévő kötelezettségek');
  await choose(page, 'Van jelenleg más hitele vagy kölcsöne?', 'Nem');
  await choose(page, 'Áll-e jelenleg csőd-, felszámolási vagy végrehajtási eljárás alatt?', 'Nem');
  await next(page);

  await heading(page, 'Nyilatkozatok');
  const statements = page.getByRole('checkbox', { name: /Elolvastam és elfogadom/ });
  await expect(statements).toHaveCount(3);
  for (const box of await statements.all()) {
    await expect(box).not.toBeChecked();
    await box.check();
  }
  await next(page);

  await heading(page, 'Dokumentumok');
  // A program renamed to .pdf is refused by its content, with the reason in Hungarian.
  consoleErrors.allow(/status of 415/);
  await page.getByLabel('Feltöltendő fájl: Személyi igazolvány (mindkét oldala)').setInputFiles({
    name: 'szemelyi.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'nem PDF, JPEG vagy PNG' })).toBeVisible();
  for (const [title, file] of [
    ['Személyi igazolvány (mindkét oldala)', 'szemelyi.pdf'],
    ['Lakcímkártya (lakcímet igazoló oldala)', 'lakcimkartya.pdf'],
    ['Jövedelemigazolás vagy az utolsó 3 havi bankszámlakivonat', 'jovedelem.pdf'],
  ] as const) {
    await page.getByLabel(`Feltöltendő fájl: ${title}`).setInputFiles(pdf(file));
    await expect(page.getByRole('list', { name: `Feltöltött fájlok: ${title}` })).toContainText(file);
  }
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Tovább az adatok ellenőrzéséhez' }).click();

  await heading(page, 'Adatai ellenőrzése');
  await expect(page.getByText('Szabó Mária')).toBeVisible();
  await expect(page.getByText('11773016-11111018-00000000')).toBeVisible();

  // "Módosítás" goes back to that step with the answers kept.
  await page.getByRole('button', { name: 'Módosítás: Lakcím' }).click();
  await heading(page, 'Lakcím');
  await expect(textbox(page, 'Irányítószám')).toHaveValue('1138');
  await waitForApp(page);
});
