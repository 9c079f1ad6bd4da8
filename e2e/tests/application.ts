import type { APIRequestContext, Page } from '@playwright/test';
import { heading, next } from './credit.ts';
import { PASSWORD } from './customers.ts';
import { expect, expectAccessible } from './fixtures.ts';
import { asDisplayedPhone, codeIn, latestMessageTo } from './mailbox.ts';

/** Steps of the loan-application flow as a customer fills them in. */

export const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

export async function fill(page: Page, name: string, value: string) {
  const field = textbox(page, name);
  await field.fill(value);
  // Text answers are saved when the customer leaves the field.
  await field.blur();
}

export async function choose(page: Page, question: string, answer: string) {
  await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer }).check();
}

/** A blank one-page PDF with a correct cross-reference table: the portal parses every upload. */
function onePagePdf(): Buffer {
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  body += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: onePagePdf(),
});

/** A tiny real PNG (1×1 pixel): what a phone camera's capture stands in for. */
export const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
});

/** From the offers: the first offer's "Ezt választom", the introduction, then the first step (read-only data). */
export async function startApplicationFromOffers(page: Page, amountText = '2 000 000 Ft') {
  await page.getByRole('article').first().getByRole('button', { name: 'Ezt választom' }).click();
  await expect(page).toHaveURL(/\/application$/);
  await heading(page, 'Mielőtt elkezdené');
  await expect(page.getByRole('region', { name: 'A választott ajánlat' })).toContainText(amountText);
  await page.getByRole('button', { name: 'Kezdjük' }).click();
  await heading(page, 'Az ajánlat és az Ön adatai');
}

export async function fillPersonalData(page: Page) {
  await heading(page, 'Személyes adatok');
  await fill(page, 'Anyja születési neve', 'Szabó Mária');
  await fill(page, 'Születési hely', 'Debrecen');
  await page.getByLabel('Születési dátum').fill('1986-05-14');
  await fill(page, 'Személyi igazolvány száma', '123456AB');
  await page.getByRole('combobox', { name: 'Állampolgárság' }).selectOption({ label: 'Magyar' });
  await page.getByRole('combobox', { name: 'Családi állapot' }).selectOption({ label: 'Házas' });
  await fill(page, 'Eltartottak száma', '1');
  await next(page);
}

export async function fillAddress(page: Page) {
  await heading(page, 'Lakcím');
  await fill(page, 'Irányítószám', '1138');
  await fill(page, 'Település', 'Budapest');
  await fill(page, 'Utca, házszám', 'Váci út 1.');
  await choose(page, 'A levelezési címe eltér a lakcímétől?', 'Nem');
  await next(page);
}

/** Income paid in cash cannot be checked automatically: the application is referred to a person. */
export async function fillEmployment(
  page: Page,
  incomeChannel: 'Bankszámlára' | 'Készpénzben' = 'Bankszámlára',
) {
  await heading(page, 'Munkahely és jövedelem');
  await fill(page, 'Munkáltató neve', 'Minta Kereskedelmi Kft.');
  await fill(page, 'Munkáltató adószáma', '12345678-2-42');
  await page.getByLabel('A jelenlegi munkaviszony kezdete').fill('2019-09-01');
  await fill(page, 'Havi nettó jövedelem', '520000');
  await page
    .getByRole('combobox', { name: 'Hogyan kapja a jövedelmét?' })
    .selectOption({ label: incomeChannel });
  await fill(page, 'Bankszámlaszám', '11773016-11111018-00000000');
  await next(page);
}

export async function fillCommitments(page: Page) {
  await heading(page, 'Meglévő kötelezettségek');
  await choose(page, 'Van jelenleg más hitele vagy kölcsöne?', 'Nem');
  await choose(page, 'Áll-e jelenleg csőd-, felszámolási vagy végrehajtási eljárás alatt?', 'Nem');
  await next(page);
}

export async function acceptStatements(page: Page) {
  await heading(page, 'Nyilatkozatok');
  const statements = page.getByRole('checkbox', { name: /Elolvastam és elfogadom/ });
  await expect(statements).toHaveCount(3);
  for (const box of await statements.all()) {
    await expect(box).not.toBeChecked();
    await box.check();
  }
  // The KHR positive-list consent is a yes/no with nothing chosen; either answer goes on.
  const khrChoice = page.getByRole('radiogroup', { name: /Az Ön döntése: Hozzájárulás a KHR-ben/ });
  await expect(khrChoice.getByRole('radio', { checked: true })).toHaveCount(0);
  await khrChoice.getByRole('radio', { name: 'Igen, hozzájárulok' }).check();
  await next(page);
}

export const documentTitles = [
  ['Személyi igazolvány (mindkét oldala)', 'szemelyi.pdf'],
  ['Lakcímkártya (lakcímet igazoló oldala)', 'lakcimkartya.pdf'],
  ['Jövedelemigazolás vagy az utolsó 3 havi bankszámlakivonat', 'jovedelem.pdf'],
] as const;

export async function uploadDocuments(page: Page) {
  for (const [title, file] of documentTitles) {
    await page.getByLabel(`Feltöltendő fájl: ${title}`).setInputFiles(pdf(file));
    await expect(page.getByRole('list', { name: `Feltöltött fájlok: ${title}` })).toContainText(file);
  }
  await page.getByRole('button', { name: 'Tovább az adatok ellenőrzéséhez' }).click();
  await heading(page, 'Adatai ellenőrzése');
}

/** Every step from the offers to the overview, with the documents uploaded. */
export async function fillWholeApplication(
  page: Page,
  incomeChannel: 'Bankszámlára' | 'Készpénzben' = 'Bankszámlára',
  amountText = '2 000 000 Ft',
) {
  await startApplicationFromOffers(page, amountText);
  await next(page);
  await fillPersonalData(page);
  await fillAddress(page);
  await fillEmployment(page, incomeChannel);
  await fillCommitments(page);
  await acceptStatements(page);
  await heading(page, 'Dokumentumok');
  await uploadDocuments(page);
}

/** The overview's "Kérelem beküldése": the decision's screen, then on to the identity check. */
export async function submitForScoring(page: Page, expectedTitle: string) {
  await page.getByRole('button', { name: 'Kérelem beküldése' }).click();
  await heading(page, expectedTitle);
  await page.getByRole('button', { name: 'Tovább a személyazonosság ellenőrzéséhez' }).click();
  await heading(page, 'Személyazonosságának ellenőrzése');
}

/** The sandbox identity provider's own page: capture a document and a selfie, then the verdict. */
export async function verifyIdentityAtProvider(
  page: Page,
  outcome: 'Azonosítás sikeres' | 'Azonosítás elutasítva' = 'Azonosítás sikeres',
  options: { checkAccessibility?: boolean } = {},
) {
  await page.getByRole('button', { name: 'Azonosítás indítása' }).click();
  await expect(page).toHaveURL(/\/sandbox\/kyc\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Személyazonosság ellenőrzése' })).toBeVisible();
  if (options.checkAccessibility) await expectAccessible(page);
  await page.getByLabel('Az okmány fényképe').setInputFiles(png('szemelyi.png'));
  await page.getByLabel('Fénykép Önről').setInputFiles(png('szelfi.png'));
  if (outcome === 'Azonosítás elutasítva')
    await page
      .getByLabel('Elutasítás oka')
      .selectOption({ label: 'Az arckép nem egyezik az okmány fényképével' });
  await page.getByRole('button', { name: outcome }).click();
  // Back at the portal, which learns the verdict from the provider's signed callback.
  await expect(page).toHaveURL(/\/application$/);
}

/**
 * CONTRACT_CHECK, the documents read: ticked as read, then the signing's introduction, which
 * tells a customer registered by email that the code needs a mobile number, and on to the choice.
 */
export async function confirmContractRead(page: Page) {
  await page.getByRole('checkbox', { name: /Elolvastam a hitelszerződést/ }).check();
  await page.getByRole('button', { name: 'Tovább az aláíráshoz' }).click();
  await heading(page, 'Aláírás előtt');
  await expect(page.getByText('Az aláíráshoz mobiltelefonszám kell')).toBeVisible();
  await next(page);
  await heading(page, 'Az aláírás módja');
}

/** A customer registered by email adds a phone number for the signing code, confirmed by SMS. */
export async function addPhone(page: Page, request: APIRequestContext, digits: string) {
  await expect(page.getByRole('button', { name: 'Kód küldése', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Telefonszám megadása' }).click();
  // There is no number yet: the dialog adds one.
  const dialog = page.getByRole('dialog', { name: 'Telefonszám hozzáadása' });
  await dialog.getByRole('textbox', { name: 'Mobiltelefonszám' }).fill(asDisplayedPhone(digits));
  await dialog.getByRole('textbox', { name: 'Jelenlegi jelszó' }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Kód küldése' }).click();
  const code = codeIn(await latestMessageTo(request, asDisplayedPhone(digits)));
  await dialog.getByRole('textbox', { name: 'Kód, 1. számjegy' }).click();
  await page.keyboard.type(code);
  await dialog.getByRole('button', { name: 'Telefonszám megerősítése' }).click();
  await expect(dialog).toBeHidden();
  // The confirmation toast is closed by hand, so no later scan catches it fading out.
  const toast = page.getByRole('alert').filter({ hasText: 'Telefonszámát hozzáadtuk.' });
  await toast.getByRole('button', { name: 'Bezárás' }).click();
  await expect(toast).toBeHidden();
}

/** SIGN_CHOOSE -> SIGN_WAITING: "Kód küldése", and the signing code from the SMS that follows. */
export async function requestSigningCode(page: Page, request: APIRequestContext, digits: string) {
  const before = Date.now();
  await page.getByRole('button', { name: 'Kód küldése', exact: true }).click();
  await heading(page, 'Írja be az aláírási kódot');
  const message = await latestMessageTo(request, asDisplayedPhone(digits), before);
  expect(message.body).toContain('aláírási kódja');
  return codeIn(message);
}

/** A code typed into the six boxes, as every other one-time code, then "Szerződés aláírása". */
export async function enterSigningCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Kód, 1. számjegy' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Szerződés aláírása' }).click();
}

/** SIGN_CHOOSE -> SIGN_WAITING: the code from the SMS signs the documents. */
export async function signWithSmsCode(page: Page, request: APIRequestContext, digits: string) {
  await enterSigningCode(page, await requestSigningCode(page, request, digits));
}

/** Downloads a document of the list by its title and checks it is a PDF; its bytes. */
export async function download(page: Page, title: string) {
  const row = page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Letöltés: ${title}`, exact: true }).click(),
  ]);
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(path);
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return bytes;
}

/** CONTRACT_CHECK: both documents downloaded and read, then on to signing. */
export async function reviewContract(page: Page) {
  await heading(page, 'Személyazonosságát ellenőriztük');
  await download(page, 'Hitelszerződés');
  await download(page, 'Egységes európai fogyasztói hitelinformációs formanyomtatvány');
  await page.getByRole('button', { name: 'Tovább az aláíráshoz' }).click();
  await expect(
    page.getByText('Aláírás előtt kérjük, erősítse meg, hogy elolvasta a dokumentumokat.'),
  ).toBeVisible();
  await confirmContractRead(page);
}
