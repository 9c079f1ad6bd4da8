import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  acceptStatements,
  confirmContractRead,
  fillAddress,
  fillCommitments,
  fillEmployment,
  fillPersonalData,
  uploadDocuments,
} from './application.ts';
import { heading, next } from './credit.ts';
import { PASSWORD } from './customers.ts';
import { expect, expectAccessible, waitForApp } from './fixtures.ts';
import { latestMessageTo, linkIn } from './mailbox.ts';

/** Buy now, pay later as a customer and the demo shop click it: the shop, the checkout, the credit. */

export const SHOP_PATH = '/sandbox/shop';
export const SHOP_NAME = 'Tiszapart Műszaki Áruház';

/** The demo shop's products as its page lists them. */
export const WASHING_MACHINE = { name: 'Elöltöltős mosógép, 8 kg', price: '189 990 Ft' };
export const VACUUM_CLEANER = { name: 'Akkumulátoros porszívó', price: '74 990 Ft' };

export const BASKET_BUTTON = 'Kosaram: folyamatban lévő vásárlás';

/** The demo shop's product card of one product. */
const productCard = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

/**
 * In the demo shop: one vacuum cleaner in the basket (and nothing else), paid with the
 * point-of-sale credit. The shop creates the purchase through the merchant API and sends the
 * browser to the portal's checkout; the purchase's id is returned.
 */
export async function buyInShop(page: Page, options: { checkAccessibility?: boolean } = {}): Promise<string> {
  await page.goto(SHOP_PATH);
  await expect(page.getByRole('heading', { level: 1, name: SHOP_NAME })).toBeVisible();
  for (const product of [WASHING_MACHINE, VACUUM_CLEANER])
    await expect(productCard(page, product.name).getByText(product.price, { exact: true })).toBeVisible();
  if (options.checkAccessibility) await expectAccessible(page);
  await productCard(page, WASHING_MACHINE.name).getByLabel('Mennyiség (db)').fill('0');
  await productCard(page, VACUUM_CLEANER.name).getByLabel('Mennyiség (db)').fill('1');
  await page.getByRole('button', { name: 'Fizetés Hitelkapu áruhitellel' }).click();
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9]+$/);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Fizetés részletekben' })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop();
  if (!id) throw new Error(`no purchase id in ${page.url()}`);
  return id;
}

/** The checkout's basket: the shop, the vacuum cleaner and its total. */
export async function expectBasketOnCheckout(page: Page) {
  await expect(page.getByText(`Vásárlás itt: ${SHOP_NAME}`)).toBeVisible();
  const basket = page.getByRole('region', { name: 'Kosár' });
  await expect(
    basket.getByRole('row', {
      name: `${VACUUM_CLEANER.name} 1 db ${VACUUM_CLEANER.price} ${VACUUM_CLEANER.price}`,
    }),
  ).toBeVisible();
  await expect(basket.getByRole('row', { name: `Végösszeg ${VACUUM_CLEANER.price}` })).toBeVisible();
  await expect(basket.getByText(WASHING_MACHINE.name)).toHaveCount(0);
  // A purchase the shop made with its test key says so.
  await expect(page.getByRole('note').filter({ hasText: 'Tesztvásárlás' })).toBeVisible();
}

async function acceptRequiredStatements(page: Page) {
  for (const title of ['Általános Szerződési Feltételek', 'Adatkezelési tájékoztató']) {
    await page.getByRole('checkbox', { name: new RegExp(`Elolvastam és elfogadom: ${title}`) }).check();
  }
}

/**
 * From a visitor's checkout: "Regisztráció", an email registration, the confirmation link from
 * the dev mailbox, then the login, which goes back to the same checkout.
 */
export async function registerFromCheckout(
  page: Page,
  request: APIRequestContext,
  email: string,
  purchaseId: string,
) {
  const login = page.getByRole('region', { name: 'Jelentkezzen be a folytatáshoz' });
  await login.getByRole('link', { name: 'Regisztráció' }).click();
  await expect(page).toHaveURL(/\/registration$/);
  await waitForApp(page);
  await page.getByRole('link', { name: 'Regisztráció e-mail címmel' }).click();
  await expect(page).toHaveURL(/\/registration\/email$/);
  await waitForApp(page);
  await page.getByRole('textbox', { name: 'Vezetéknév' }).fill('Vásárló');
  await page.getByRole('textbox', { name: 'Keresztnév' }).fill('Vera');
  await page.getByRole('textbox', { name: 'E-mail cím' }).fill(email);
  await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill(PASSWORD);
  await acceptRequiredStatements(page);
  await page.getByRole('button', { name: 'Fiók létrehozása' }).click();
  await expect(page.getByRole('heading', { name: 'Nézze meg a postafiókját' })).toBeVisible();

  // The link is opened in the same browser, as a customer reading the mail on the same device would.
  const link = linkIn(await latestMessageTo(request, email));
  await page.goto(`${link.pathname}${link.search}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'E-mail címét megerősítettük' })).toBeVisible();
  await page
    .getByRole('link', { name: 'Bejelentkezés' })
    .or(page.getByRole('button', { name: 'Bejelentkezés' }))
    .first()
    .click();
  await page.getByRole('textbox', { name: 'E-mail cím' }).fill(email);
  await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Belépés', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${purchaseId}$`));
  await waitForApp(page);
}

/** The logged-in checkout's term choice. */
export const termChoice = (page: Page) => page.getByRole('radiogroup', { name: /Válasszon futamidőt/ });

/** Chooses a term on the logged-in checkout and starts the credit application. */
export async function chooseTermAndStart(page: Page, months: number) {
  const terms = termChoice(page);
  await expect(terms).toBeVisible();
  await expectAccessible(page);
  await terms.getByRole('radio', { name: new RegExp(`^${months} hónapra:`) }).check();
  await expect(page.getByRole('heading', { name: `A választott futamidő: ${months} hónap` })).toBeVisible();
  await page.getByRole('button', { name: 'Hiteligénylés indítása' }).click();
  await expect(page).toHaveURL(/\/application$/);
}

/** The application of a purchase: the introduction with the basket's price, then every step to the overview. */
export async function fillPurchaseApplication(page: Page, cashPrice: string) {
  await heading(page, 'Mielőtt elkezdené');
  await expect(page.getByRole('region', { name: 'A választott ajánlat' })).toContainText(cashPrice);
  await page.getByRole('button', { name: 'Kezdjük' }).click();
  await heading(page, 'Az ajánlat és az Ön adatai');
  await next(page);
  await fillPersonalData(page);
  await fillAddress(page);
  await fillEmployment(page);
  await fillCommitments(page);
  await acceptStatements(page);
  await heading(page, 'Dokumentumok');
  await uploadDocuments(page);
}

/** CONTRACT_CHECK: the documents listed (the linked credit's contract first), read, then on to signing. */
export async function reviewContract(page: Page) {
  await heading(page, 'Személyazonosságát ellenőriztük');
  await confirmContractRead(page);
}

/** The demo shop's order card of a purchase, on its orders or return page. */
export const shopOrder = (page: Page, purchaseId: string): Locator =>
  page.getByRole('article').filter({ hasText: purchaseId });

/** The shop's orders page opened on one purchase, as the shop's staff would. */
export async function openShopOrder(page: Page, purchaseId: string): Promise<Locator> {
  await page.goto(`${SHOP_PATH}/orders?id=${purchaseId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rendelések' })).toBeVisible();
  const order = shopOrder(page, purchaseId);
  await expect(order).toBeVisible();
  return order;
}
