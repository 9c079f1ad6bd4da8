import { expect, expectAccessible, test, visit, waitForApp } from './fixtures.ts';

test('when a screen fails to download, the visitor gets a Hungarian message and a working reload', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(
    /Failed to load resource/,
    /forgot-password-page-.*\.js/,
    /dynamically imported module/,
  );
  await visit(page, '/login');
  await page.route('**/assets/forgot-password-page-*.js', (route) => route.abort('failed'));

  await page.getByRole('link', { name: 'Elfelejtette a jelszavát?' }).click();

  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Nem sikerült betölteni az oldalt' })).toBeVisible();
  const reload = alert.getByRole('button', { name: 'Oldal újratöltése' });
  await expect(reload).toBeVisible();
  await expectAccessible(page);

  // Once the network is back, the button brings the screen the visitor asked for.
  await page.unroute('**/assets/forgot-password-page-*.js');
  await reload.click();
  await waitForApp(page);
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Elfelejtett jelszó' })).toBeVisible();
});

test('when the server briefly fails to send the texts, the portal keeps trying and then opens', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 503/);
  // The server writes the texts (and the rendered first screen) into the page; served without
  // them, as an index.html cached from before was, the client shows its loading screen and
  // fetches the texts, which is what this failure interrupts.
  await page.route('**/login', async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace(
        /<div id="root" data-prerendered>.*<\/div>\s*(?=<script type="application\/json")/s,
        '<div id="root"><div class="boot" role="status"><p class="boot__text" id="boot-text">A Hitelkapu betöltése folyamatban…</p></div></div>',
      )
      .replace(/<script type="application\/json" id="hk-boot-data">.*?<\/script>/s, '');
    await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
  });
  let attempts = 0;
  await page.route('**/api/tokens/public/hu', async (route) => {
    attempts += 1;
    if (attempts <= 2) {
      await route.fulfill({
        status: 503,
        json: { code: 'UNAVAILABLE', message: 'Átmenetileg nem érhető el.' },
      });
    } else {
      await route.continue();
    }
  });

  await page.goto('/login');

  await expect(page.getByText('Nem sikerült kapcsolódni. Újrapróbálkozunk…')).toBeVisible();
  await waitForApp(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tudja meg néhány perc alatt, mekkora kölcsönt kaphat' }),
  ).toBeVisible();
  expect(attempts).toBe(3);
  await expectAccessible(page);
});
