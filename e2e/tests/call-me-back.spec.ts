import { expect, expectAccessible, test, visit } from './fixtures.ts';

/** A fresh mobile number per run, so the per-phone daily limit starts at zero. */
function randomMobileDigits(): string {
  return `20${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

const asDisplayed = (digits: string) => `+36 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;

test('a visitor asks for a call-back, and the request is stored', async ({ page, request }) => {
  await visit(page, '/login');

  await page.getByRole('button', { name: 'Visszahívást kérek' }).click();
  const dialog = page.getByRole('dialog', { name: 'Visszahívást kérek' });
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Visszahívás kérése' });
  // Enabled once the statement the visitor accepts has arrived.
  await expect(send).toBeEnabled();
  await expectAccessible(page);

  await send.click();
  const name = dialog.getByRole('textbox', { name: 'Név' });
  const phone = dialog.getByRole('textbox', { name: 'Telefonszám' });
  const statement = dialog.getByRole('checkbox', {
    name: 'Elolvastam, és hozzájárulok az adataim kezeléséhez',
  });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/Ezt a mezőt ki kell tölteni\./);
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/Ezt a mezőt ki kell tölteni\./);
  await expect(dialog.getByText('A továbblépéshez fogadja el a nyilatkozatot.')).toBeVisible();
  await expectAccessible(page);

  const digits = randomMobileDigits();
  const displayed = asDisplayed(digits);
  await name.fill('Kovács Anna');
  await phone.clear();
  await phone.pressSequentially(digits);
  await expect(phone).toHaveValue(displayed);
  await dialog.getByRole('combobox', { name: 'Mikor hívhatjuk munkanapokon?' }).click();
  await page.getByRole('option', { name: 'Délután (14–18 óra)' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Mikor hívhatjuk munkanapokon?' })).toHaveValue(
    'Délután (14–18 óra)',
  );
  await statement.check();

  const sent = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/call-me-back-public') && response.request().method() === 'POST',
  );
  await send.click();
  const response = await sent;

  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    name: 'Kovács Anna',
    phone: displayed,
    preferredTime: 'AFTERNOON',
    accepted: true,
  });
  await expect(dialog.getByText('Köszönjük, megkaptuk kérését')).toBeVisible();
  await expect(
    dialog.getByText('Munkatársunk a választott időszakban hívja Önt a megadott számon.'),
  ).toBeVisible();
  await expectAccessible(page);

  // The server allows three requests a day per phone: if the one above was stored, the
  // fourth from this number is refused.
  const { id: statementId, version: statementVersion } = await (
    await request.get('/api/administration/call-me-back-acceptance')
  ).json();
  const again = () =>
    request.post('/api/call-me-back-public', {
      data: {
        name: 'Kovács Anna',
        phone: displayed,
        preferredTime: 'ANY',
        statementId,
        statementVersion,
        accepted: true,
      },
    });
  expect((await again()).status()).toBe(201);
  expect((await again()).status()).toBe(201);
  const fourth = await again();
  expect(fourth.status()).toBe(429);
  expect(await fourth.json()).toMatchObject({ code: 'RATE_LIMITED' });
});
