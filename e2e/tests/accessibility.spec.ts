import { createConfirmedCustomer, logIn } from './customers.ts';
import { expect, expectAccessible, test, visit, waitForApp } from './fixtures.ts';
import { freshEmail } from './mailbox.ts';

// EAA / WCAG 2.1 AA: the accessibility statement, focus that is seen and that follows the page.

test('the accessibility statement is public, linked from the footer, and the focus lands on its heading', async ({
  page,
}) => {
  await visit(page, '/login');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Akadálymentességi nyilatkozat' }).click();
  await expect(page).toHaveURL('/akadalymentesseg');
  const title = page.getByRole('heading', { level: 1, name: 'Akadálymentességi nyilatkozat' });
  await expect(title).toBeFocused();
  await expect(page.getByRole('region', { name: 'Megfelelőségi státusz' })).toContainText(
    'részben felel meg',
  );
  await expect(page.getByRole('link', { name: 'akadalymentesseg@hitelkapu.hu' })).toHaveAttribute(
    'href',
    'mailto:akadalymentesseg@hitelkapu.hu',
  );
  await expectAccessible(page);
});

test('a logged-in customer reads the statement too, and text fields show a focus ring', async ({ page }) => {
  const email = freshEmail('akadalymentes');
  await createConfirmedCustomer(page.request, email);

  // The focus ring of a text field: a 2 px outline, not only a tinted border (WCAG 2.4.7).
  await visit(page, '/login/email');
  const field = page.getByRole('textbox', { name: 'E-mail cím' });
  await field.focus();
  const outline = await field.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline.style).toBe('solid');
  expect(outline.width).toBeGreaterThanOrEqual(2);

  await logIn(page, email);
  await page.goto('/akadalymentesseg');
  await waitForApp(page);
  await expect(page).toHaveURL('/akadalymentesseg');
  await expect(page.getByRole('heading', { level: 1, name: 'Akadálymentességi nyilatkozat' })).toBeVisible();
});

test('on a phone, the onboarding screen’s account menu opens by keyboard and leads to the profile', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = freshEmail('fiokmenu');
  await createConfirmedCustomer(page.request, email);
  await logIn(page, email);
  await waitForApp(page);

  const menuButton = page.getByRole('button', { name: 'Fiókom' });
  await expect(menuButton).toBeVisible();
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Fiókom' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['Profilom', 'Hitelkérelmeim', 'Kijelentkezés']);
  // Opening puts the focus on the first item; the arrows move between the items.
  await expect(menu.getByRole('menuitem', { name: 'Profilom' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Hitelkérelmeim' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Profilom' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/user/profile');
  // The focus follows the navigation to the new page's heading.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
