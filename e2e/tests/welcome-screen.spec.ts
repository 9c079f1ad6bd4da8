import { expect, expectAccessible, test, visit } from './fixtures.ts';

const HERO_TITLE = 'Tudja meg néhány perc alatt, mekkora kölcsönt kaphat';

test('visitor sees the welcome screen in Hungarian with both ways to log in', async ({ page }) => {
  await visit(page, '/login');

  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Bejelentkezés' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Regisztráció' })).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('heading', { level: 2, name: 'Jelentkezzen be' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Belépés e-mail címmel' })).toHaveAttribute(
    'href',
    '/login/email',
  );
  await expect(page.getByRole('link', { name: 'Belépés telefonszámmal' })).toHaveAttribute(
    'href',
    '/login/phone',
  );
  await expect(page.getByRole('button', { name: 'Visszahívást kérek' })).toBeVisible();
});

test('switching to Regisztráció keeps the campaign parameters the visitor arrived with', async ({ page }) => {
  const campaign = '?utm_source=hirlevel&utm_campaign=tavasz';
  await visit(page, `/login${campaign}`);

  await page.getByRole('tab', { name: 'Regisztráció' }).click();

  await expect(page).toHaveURL(`/registration${campaign}`);
  await expect(page.getByRole('tab', { name: 'Regisztráció' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Hozza létre fiókját' })).toBeVisible();
  const byEmail = page.getByRole('link', { name: 'Regisztráció e-mail címmel' });
  await expect(byEmail).toHaveAttribute('href', `/registration/email${campaign}`);
  await expect(page.getByRole('link', { name: 'Regisztráció telefonszámmal' })).toHaveAttribute(
    'href',
    `/registration/phone${campaign}`,
  );
  await expectAccessible(page);

  await byEmail.click();
  await expect(page).toHaveURL(`/registration/email${campaign}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Regisztráció e-mail címmel' })).toBeVisible();
});

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the login button is on screen, usable and the page does not scroll sideways', async ({ page }) => {
    await visit(page, '/login');

    const login = page.getByRole('link', { name: 'Belépés e-mail címmel' });
    await expect(login).toBeInViewport({ ratio: 1 });
    // A trial tap fails if anything (the call-back button, a banner) covers the login button.
    await login.tap({ trial: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'horizontal scroll in px').toBeLessThanOrEqual(0);
  });
});

test('a demonstration start says so on every page and points to the mailbox', async ({ page }) => {
  for (const path of ['/login', '/registration', '/staff/login']) {
    await visit(page, path);
    const banner = page.getByRole('complementary', { name: 'Bemutató üzemmód' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Ne adjon meg valódi adatokat.');
  }
  await expect(page.getByRole('link', { name: 'Próbapostafiók megnyitása' })).toHaveAttribute(
    'href',
    '/dev/mailbox',
  );
  await expectAccessible(page);
});

test('the welcome screen comes in the page itself: readable before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    for (const [path, panel] of [
      ['/login', 'Jelentkezzen be'],
      ['/registration', 'Hozza létre fiókját'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: panel })).toBeVisible();
      await expect(page.getByText('A Hitelkapu betöltése folyamatban…')).toHaveCount(0);
    }
    // In the portal's colours already: the theme's variables apply to the page as served, so the
    // login buttons are not white text on the page's background until a script has run.
    await page.goto('/login');
    const emailLogin = page.getByRole('link', { name: 'Belépés e-mail címmel' });
    await expect(emailLogin).toHaveCSS('background-color', 'rgb(11, 95, 102)');
  } finally {
    await context.close();
  }
});
