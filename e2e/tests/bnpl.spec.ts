import { addPhone, signWithSmsCode, submitForScoring, verifyIdentityAtProvider } from './application.ts';
import {
  BASKET_BUTTON,
  buyInShop,
  chooseTermAndStart,
  expectBasketOnCheckout,
  fillPurchaseApplication,
  openShopOrder,
  registerFromCheckout,
  reviewContract,
  SHOP_NAME,
  shopOrder,
  termChoice,
  VACUUM_CLEANER,
} from './bnpl.ts';
import { heading } from './credit.ts';
import { createConfirmedCustomer, logIn } from './customers.ts';
import { expect, expectAccessible, test, visit, waitForApp } from './fixtures.ts';
import { limitScale } from './limits.ts';
import { freshEmail, freshMobileDigits } from './mailbox.ts';

// The whole loop walks the shop, a registration, two dozen application screens, an identity
// provider and the mailbox; the shorter ones a shop and a login.
test.describe.configure({ timeout: 120_000 * limitScale });

test('a visitor buys in the demo shop on credit: registers at the checkout, applies, signs, is approved, and the shop’s delivery pays the shop', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(240_000 * limitScale);
  // A customer who came from a shop has no preliminary assessment; the application's steps ask
  // for it and take the 404 as "none".
  consoleErrors.allow(/status of 404 .*\/api\/credit\/my-preliminary-assessment\)/);
  const email = freshEmail('aruhitel');
  const digits = freshMobileDigits();

  // The shop sends the visitor to the portal's checkout with the basket.
  const purchaseId = await buyInShop(page, { checkAccessibility: true });
  await expectBasketOnCheckout(page);
  // Before login the terms are shown, not chosen.
  await expect(page.getByRole('article', { name: /^12 hónapra$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hiteligénylés indítása' })).toHaveCount(0);
  await expectAccessible(page);

  // A new customer registers from the checkout and comes back to the same purchase.
  await registerFromCheckout(page, request, email, purchaseId);
  await expectBasketOnCheckout(page);
  await chooseTermAndStart(page, 12);

  await fillPurchaseApplication(page, VACUUM_CLEANER.price);
  await submitForScoring(page, 'Előzetesen jóváhagytuk a kérelmét');
  await verifyIdentityAtProvider(page);
  await reviewContract(page);
  await addPhone(page, request, digits);
  await signWithSmsCode(page, request, digits);

  // PURCHASE_RESULT: approved, with the purchase the credit pays for.
  await heading(page, 'A vásárlás hitele jóváhagyva');
  const purchase = page.getByRole('region', { name: 'A vásárlás', exact: true });
  await expect(purchase).toContainText(SHOP_NAME);
  await expect(purchase).toContainText(VACUUM_CLEANER.name.replace(',', ''));
  await expect(purchase).toContainText(VACUUM_CLEANER.price);
  await expect(purchase).toContainText('12 hónap');

  // Back at the shop, which reads the state from the merchant API rather than the return address.
  await page.getByRole('link', { name: 'Vissza a webáruházba' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/sandbox/shop/return\\?order=TP-[^&]+&result=approved&purchaseId=${purchaseId}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Rendelések' })).toBeVisible();
  await expect(page.getByText('A visszatérési cím semmit nem bizonyít')).toBeVisible();
  const order = shopOrder(page, purchaseId);
  await expect(order).toContainText('Állapot: Hitel jóváhagyva – a rendelés kiszállítható');
  await expectAccessible(page);

  // The shop confirms the delivery: the lender pays the shop.
  await order.getByRole('button', { name: 'Kiszállítás visszaigazolása' }).click();
  await expect(page).toHaveURL(new RegExp(`/sandbox/shop/orders\\?id=${purchaseId}&done=fulfil`));
  await expect(page.getByRole('status')).toHaveText(
    'A kiszállítást visszaigazolta. A Hitelkapu kifizeti a boltnak a vételárat.',
  );
  await expect(shopOrder(page, purchaseId)).toContainText(
    'Állapot: Kiszállítva, a Hitelkapu kifizette a boltot',
  );

  // The customer's purchase history shows MONEY_TRANSFERRED in Hungarian.
  await visit(page, '/user/purchase-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Vásárlásaim' })).toBeVisible();
  const listed = page.getByRole('article').filter({ hasText: SHOP_NAME });
  await expect(listed).toHaveCount(1);
  await expect(listed.getByText('Kifizetve a boltnak')).toBeVisible();
  await expect(listed).toContainText(VACUUM_CLEANER.price);

  // The detail page tells the purchase's history, step by step.
  await listed.getByRole('link', { name: new RegExp(`^A\\(z\\) ${SHOP_NAME} vásárlás részletei`) }).click();
  await expect(page).toHaveURL(new RegExp(`/user/purchase/${purchaseId}$`));
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: `Vásárlás: ${SHOP_NAME}` })).toBeVisible();
  const history = page.getByRole('region', { name: 'A vásárlás története' });
  for (const status of [
    'Folyamatban',
    'Hiteligénylés folyamatban',
    'Hitel jóváhagyva',
    'Kifizetve a boltnak',
  ])
    await expect(history.getByRole('listitem').getByText(status, { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
});

test('the basket button leads a customer with an active purchase back to it, and stays off the checkout', async ({
  page,
  request,
}) => {
  const email = freshEmail('kosar');
  await createConfirmedCustomer(request, email);
  const purchaseId = await buyInShop(page);
  // Logging in from the checkout comes back to it; the purchase becomes the customer's.
  await logIn(page, email, undefined, new RegExp(`/checkout/${purchaseId}$`));
  await waitForApp(page);
  await expect(termChoice(page)).toBeVisible();
  await expect(page.getByRole('link', { name: BASKET_BUTTON })).toHaveCount(0);

  // On a protected page the button shows and leads back to the checkout while no term is chosen.
  await visit(page, '/user/profile');
  const basket = page.getByRole('link', { name: BASKET_BUTTON });
  await expect(basket).toBeVisible();
  await expect(basket).toHaveAttribute('href', `/checkout/${purchaseId}`);
  await basket.click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${purchaseId}$`));
  await waitForApp(page);
  await expect(termChoice(page)).toBeVisible();
  await expect(page.getByRole('link', { name: BASKET_BUTTON })).toHaveCount(0);
});

test('a logged-in customer who opens the checkout of a purchase the shop cancelled is told calmly and shown the way back to the shop', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = freshEmail('lezart');
  await createConfirmedCustomer(request, email);
  const purchaseId = await buyInShop(page);
  await expectBasketOnCheckout(page);

  // The shop cancels the order on its orders page.
  const order = await openShopOrder(page, purchaseId);
  await expect(order).toContainText('Állapot: Létrehozva');
  await order.getByRole('button', { name: 'Rendelés törlése' }).click();
  await expect(page.getByRole('status')).toHaveText('A rendelést törölte.');
  await expect(shopOrder(page, purchaseId)).toContainText('Állapot: Törölve');

  // Taking a closed purchase is refused (409), and it is not the customer's own (404); the
  // screen explains it.
  consoleErrors.allow(
    new RegExp(`status of 409 .*/api/credit/purchase/link/${purchaseId}\\)`),
    new RegExp(`status of 404 .*/api/credit/purchase/${purchaseId}\\)`),
  );
  const expectClosed = async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Fizetés részletekben' })).toBeVisible();
    const closed = page.getByRole('region', { name: 'Ez a vásárlás már lezárult' });
    await expect(closed).toBeVisible();
    await expect(termChoice(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Hiteligénylés indítása' })).toHaveCount(0);
    await expectAccessible(page);
    return closed;
  };
  // The login that began at this checkout comes back to it, now closed.
  await logIn(page, email, undefined, new RegExp(`/checkout/${purchaseId}$`));
  await waitForApp(page);
  await expectClosed();
  // Opening the shop's link again later, logged in, says the same.
  await visit(page, `/checkout/${purchaseId}`);
  const closed = await expectClosed();
  const back = closed.getByRole('link', { name: 'Vissza a webáruházba' });
  await expect(back).toHaveAttribute(
    'href',
    new RegExp(`/sandbox/shop/return\\?order=TP-[^&]+&result=cancelled&purchaseId=${purchaseId}$`),
  );
  await back.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rendelések' })).toBeVisible();
  await expect(shopOrder(page, purchaseId)).toContainText('Állapot: Törölve');
});

test('the partner shops are listed, narrowed by category and by search, and a shop’s page opens', async ({
  page,
  request,
}) => {
  const email = freshEmail('uzletek');
  await createConfirmedCustomer(request, email);
  await logIn(page, email);
  // The page's live shop count is a status region of its own, so it is waited on by its text.
  await page.goto('/stores');
  await expect(page.getByRole('heading', { level: 1, name: 'Partnerüzletek' })).toBeVisible();
  const shops = page.getByRole('main').getByRole('article');
  const count = page.getByRole('main').getByRole('status');
  await expect(count).toHaveText(/^\d+ üzlet$/);
  await expectAccessible(page);
  const all = await shops.count();
  expect(all).toBeGreaterThanOrEqual(10);
  await expect(count).toHaveText(`${all} üzlet`);
  for (const name of [SHOP_NAME, 'Kétkerék Kerékpárszalon', 'Tisztánlátó Optika'])
    await expect(page.getByRole('article', { name })).toBeVisible();

  // A category keeps only its shops.
  const categories = page.getByRole('group', { name: 'Kategória' });
  // The chips' own radios are visually hidden; a customer clicks the chip's label.
  await categories.getByText('Kerékpár', { exact: true }).click();
  await expect(categories.getByRole('radio', { name: 'Kerékpár' })).toBeChecked();
  await expect(page.getByRole('article', { name: 'Kétkerék Kerékpárszalon' })).toBeVisible();
  await expect(page.getByRole('article', { name: SHOP_NAME })).toHaveCount(0);
  await expect(count).not.toHaveText(`${all} üzlet`);
  await expectAccessible(page);

  // Back to all, then a search without accents narrows by name.
  await categories.getByText('Mind', { exact: true }).click();
  await expect(categories.getByRole('radio', { name: 'Mind' })).toBeChecked();
  await expect(count).toHaveText(`${all} üzlet`);
  await page.getByRole('searchbox', { name: 'Keresés' }).fill('tisztanlato');
  await expect(shops).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Tisztánlátó Optika' })).toBeVisible();
  await expect(count).toHaveText('1 üzlet');

  // The shop's own page.
  await page.getByRole('link', { name: 'Tisztánlátó Optika' }).click();
  await expect(page).toHaveURL(/\/store\/[0-9a-f-]{36}$/);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Tisztánlátó Optika' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Áruhitel ebben az üzletben' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Vissza az üzletekhez' }).click();
  await expect(page).toHaveURL(/\/stores$/);
});
