import type {
  DocumentsForSigning,
  HasActivePurchase,
  LoanApplication,
  MerchantPurchase,
  PublicPurchase,
  Purchase,
  PurchaseTransferred,
} from '@hitelkapu/domain';
import type { WebhookDeliveryPage } from '@hitelkapu/domain/contracts/webhooks';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, purchases } from '../../db/schema/index.ts';
import { createConfirmedCustomer } from '../../testing/accounts.ts';
import { pdfPageTexts } from '../../testing/pdf-text.ts';
import {
  createMerchantPurchase,
  createTestMerchant,
  exampleBasket,
  issueMerchantKey,
} from '../../testing/purchases.ts';
import { bringToContractCheck, signByCode } from '../../testing/signing.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { expireDuePurchases } from './purchase-lifecycle.ts';

type Auth = { authorization: string };
type Customer = Awaited<ReturnType<typeof createConfirmedCustomer>>;

const PURCHASE = '/api/credit/purchase';
const MERCHANT = '/merchant-api/v1/purchases';
const application_ = (id: string) => `/api/credit/loan-application/${id}`;
const myApplication = (id: string) => `/api/credit/my-loan-application/${id}`;

describe("a shop's purchase on the point-of-sale credit", () => {
  let t: TestApp;
  let shopId: string;
  let key: string;
  const asShop = () => ({ authorization: `Bearer ${key}`, 'idempotency-key': crypto.randomUUID() });

  beforeAll(async () => {
    // A demonstration start: the shop's webhooks may go to the loopback demo receiver.
    t = await createTestApp({ config: { demoMode: true } });
    shopId = await createTestMerchant(t.database.db, 'Kecskeméti Műszaki Áruház');
    key = (await issueMerchantKey(t.app, t.database.db, shopId, 'live')).key;
    const endpoint = await t.app.inject({
      method: 'PUT',
      url: '/merchant-api/v1/webhook-endpoint',
      headers: { authorization: `Bearer ${key}` },
      payload: { url: 'http://127.0.0.1/sandbox/shop/webhooks' },
    });
    expect(endpoint.statusCode, endpoint.body).toBeLessThan(300);
  });
  afterAll(async () => {
    await t.app.close();
  });

  const get = (auth: Auth | null, url: string) =>
    t.app.inject({ method: 'GET', url, ...(auth ? { headers: auth } : {}) });
  const patch = (auth: Auth, url: string, payload?: object) =>
    t.app.inject({ method: 'PATCH', url, headers: auth, ...(payload === undefined ? {} : { payload }) });
  const merchantRead = async (id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${MERCHANT}/${id}`,
        headers: { authorization: `Bearer ${key}` },
      })
    ).json<MerchantPurchase>();
  const shopPost = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: asShop(), ...(payload === undefined ? {} : { payload }) });

  async function linked(customer?: Customer) {
    const purchase = await createMerchantPurchase(t.app, key);
    const owner = customer ?? (await createConfirmedCustomer(t.app, t.database.db));
    const res = await patch(owner.auth, `${PURCHASE}/link/${purchase.id}`);
    expect(res.statusCode, res.body).toBe(200);
    return { purchase, customer: owner, linked: res.json<Purchase>() };
  }

  async function transferred(months = 12) {
    const { purchase, customer } = await linked();
    const res = await patch(customer.auth, `${PURCHASE}/transferred`, { purchaseId: purchase.id, months });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<PurchaseTransferred>();
    return { purchase, customer, application: answer.application, view: answer.purchase };
  }

  it('shows the checkout only what it needs before login: the shop, the basket and the terms, never the order number or the owner [ASVS V15.3.1]', async () => {
    const purchase = await createMerchantPurchase(t.app, key);
    const res = await get(null, `${PURCHASE}/public/${purchase.id}`);
    expect(res.statusCode).toBe(200);
    const view = res.json<PublicPurchase>();
    expect(view).toMatchObject({
      publicId: purchase.id,
      status: 'CREATED',
      isOpen: true,
      isTest: false,
      merchant: { id: shopId, name: 'Kecskeméti Műszaki Áruház' },
      totalAmount: 259_980,
    });
    expect(view.financing.options.map((option) => option.months)).toContain(12);
    expect(JSON.stringify(view)).not.toContain(purchase.reference);
    expect(Object.keys(view).sort()).toEqual(
      [
        'cancelUrl',
        'expiresAt',
        'financing',
        'isOpen',
        'isTest',
        'lines',
        'merchant',
        'publicId',
        'status',
        'totalAmount',
      ].sort(),
    );
    expect((await get(null, `${PURCHASE}/public/${'A'.repeat(24)}`)).statusCode).toBe(404);
    expect((await get(null, `${PURCHASE}/public/not-an-id`)).statusCode).toBe(400);
  });

  it('links a purchase to the customer who opens it; for anyone else it no longer exists', async () => {
    const { purchase, customer, linked: view } = await linked();
    expect(view).toMatchObject({ publicId: purchase.id, status: 'LINKED', isActive: true });
    expect(view.financing.options.length).toBeGreaterThan(0);
    const [profile] = await t.database.db
      .select({ status: customers.status })
      .from(customers)
      .where(eq(customers.email, customer.email));
    expect(profile?.status).toBe('BNPL_REGISTERED');
    // Linking again answers the same purchase.
    expect((await patch(customer.auth, `${PURCHASE}/link/${purchase.id}`)).statusCode).toBe(200);

    const stranger = await createConfirmedCustomer(t.app, t.database.db);
    expect((await patch(stranger.auth, `${PURCHASE}/link/${purchase.id}`)).statusCode).toBe(404);
    expect((await get(stranger.auth, `${PURCHASE}/${purchase.id}`)).statusCode).toBe(404);
    expect((await patch(stranger.auth, `${PURCHASE}/cancel/${purchase.id}`)).statusCode).toBe(404);
    expect(
      (await patch(stranger.auth, `${PURCHASE}/transferred`, { purchaseId: purchase.id, months: 12 }))
        .statusCode,
    ).toBe(404);
    expect(await get(stranger.auth, `${PURCHASE}/has-active-purchase`).then((r) => r.json())).toEqual({
      hasActivePurchase: false,
      purchaseId: null,
    });
    expect((await get(customer.auth, `${PURCHASE}/has-active-purchase`)).json<HasActivePurchase>()).toEqual({
      hasActivePurchase: true,
      purchaseId: purchase.id,
    });
    expect((await get(customer.auth, `${PURCHASE}/my-purchase`)).json<Purchase>().publicId).toBe(purchase.id);
    expect((await merchantRead(purchase.id)).status).toBe('LINKED');
  });

  it('refuses an expired checkout (409) and cancels it for its shop', async () => {
    const purchase = await createMerchantPurchase(t.app, key);
    await t.database.db
      .update(purchases)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(purchases.publicId, purchase.id));
    const customer = await createConfirmedCustomer(t.app, t.database.db);
    const res = await patch(customer.auth, `${PURCHASE}/link/${purchase.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().messageKey).toBe('errors.purchase.expired');
    const read = await merchantRead(purchase.id);
    expect(read.status).toBe('CANCELLED');
    expect(read.events.map((event) => event.status)).toEqual(['CREATED', 'CANCELLED']);
  });

  it('the expiry round cancels the checkouts nobody finished, once, and leaves the rest', async () => {
    const stale = await createMerchantPurchase(t.app, key);
    const { purchase: staleLinked } = await linked();
    const fresh = await createMerchantPurchase(t.app, key);
    for (const id of [stale.id, staleLinked.id])
      await t.database.db
        .update(purchases)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(purchases.publicId, id));
    expect(await expireDuePurchases(t.database.db)).toBe(2);
    expect(await expireDuePurchases(t.database.db)).toBe(0);
    for (const id of [stale.id, staleLinked.id]) {
      const read = await merchantRead(id);
      expect(read.status).toBe('CANCELLED');
      expect(read.events.filter((event) => event.status === 'CANCELLED')).toHaveLength(1);
    }
    expect((await merchantRead(fresh.id)).status).toBe('CREATED');
  });

  it('a test purchase is never taken outside a demonstration', async () => {
    const production = await createTestApp();
    try {
      const shop = await createTestMerchant(production.database.db);
      const testKey = (await issueMerchantKey(production.app, production.database.db, shop, 'test')).key;
      const purchase = await createMerchantPurchase(production.app, testKey);
      const customer = await createConfirmedCustomer(production.app, production.database.db);
      const res = await production.app.inject({
        method: 'PATCH',
        url: `${PURCHASE}/link/${purchase.id}`,
        headers: customer.auth,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().messageKey).toBe('errors.purchase.testPurchase');
    } finally {
      await production.app.close();
    }
  });

  it('starts the point-of-sale credit for a term on offer: an application with the goods, the shop and the áruhitel figures', async () => {
    const { purchase, customer, application, view } = await transferred(12);
    expect(view).toMatchObject({ status: 'APPLICATION_STARTED', months: 12, applicationId: application.id });
    expect(view.monthlyPayment).toBe(application.quote.monthlyPayment);
    expect(application).toMatchObject({
      amount: 259_980,
      duration: 12,
      currentPosition: 'INTRO',
      purchase: {
        purchasePublicId: purchase.id,
        merchantName: 'Kecskeméti Műszaki Áruház',
        goods: '1 db Elöltöltős mosógép 8 kg, 1 db Álló porszívó',
        cashPrice: 259_980,
      },
    });
    expect(application.quote.thm).toBeLessThanOrEqual(application.quote.thmCap);
    // The áruhitel cap: base rate + 39 points, above the personal loans' + 24.
    const publicView = (await get(null, `${PURCHASE}/public/${purchase.id}`)).json<PublicPurchase>();
    expect(application.quote.thmCap).toBe(publicView.financing.thmCap);

    // Sent again: the same application; another term or a new purchase: 409.
    const again = await patch(customer.auth, `${PURCHASE}/transferred`, {
      purchaseId: purchase.id,
      months: 12,
    });
    expect(again.json<PurchaseTransferred>().application.id).toBe(application.id);
    expect(
      (await patch(customer.auth, `${PURCHASE}/transferred`, { purchaseId: purchase.id, months: 6 }))
        .statusCode,
    ).toBe(409);
    const other = await createMerchantPurchase(t.app, key);
    const blocked = await patch(customer.auth, `${PURCHASE}/link/${other.id}`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().messageKey).toBe('errors.purchase.otherInProgress');
  });

  it('refuses a term the purchase does not offer (409) and keeps it LINKED', async () => {
    const { purchase, customer } = await linked();
    const res = await patch(customer.auth, `${PURCHASE}/transferred`, { purchaseId: purchase.id, months: 7 });
    expect(res.statusCode).toBe(409);
    expect(res.json().messageKey).toBe('errors.purchase.termNotOffered');
    expect((await get(customer.auth, `${PURCHASE}/${purchase.id}`)).json<Purchase>().status).toBe('LINKED');
  });

  it('the customer gives up: the purchase is cancelled, its application closed, and the shop told', async () => {
    const { purchase, customer, application } = await transferred();
    const res = await patch(customer.auth, `${PURCHASE}/cancel/${purchase.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Purchase>().status).toBe('CANCELLED');
    const app = (await get(customer.auth, myApplication(application.id))).json<LoanApplication>();
    expect(app.currentPosition).toBe('CLOSED');
    expect((await merchantRead(purchase.id)).status).toBe('CANCELLED');
    // A cancelled purchase cannot be started again.
    expect(
      (await patch(customer.auth, `${PURCHASE}/transferred`, { purchaseId: purchase.id, months: 12 }))
        .statusCode,
    ).toBe(409);
  });

  it("the shop's cancel closes the application under way", async () => {
    const { purchase, customer, application } = await transferred();
    const res = await shopPost(`${MERCHANT}/${purchase.id}/cancel`);
    expect(res.statusCode).toBe(200);
    const app = (await get(customer.auth, myApplication(application.id))).json<LoanApplication>();
    expect(app.currentPosition).toBe('CLOSED');
    expect((await get(customer.auth, `${PURCHASE}/${purchase.id}`)).json<Purchase>().status).toBe(
      'CANCELLED',
    );
  });

  /** Fills and finishes the application, verifies the identity (as the provider would) and signs. */
  async function signedApplication(customer: Customer, application: LoanApplication) {
    const { phone, scoring } = await bringToContractCheck(t.app, t.database.db, customer, application);
    expect(scoring.decision).toBe('APPROVED');
    const documents = (
      await get(customer.auth, `${application_(application.id)}/documents-for-signing`)
    ).json<DocumentsForSigning>();
    const signed = await signByCode(t.app, t.database.db, customer.auth, application.id, phone);
    return { signed, documents };
  }

  it('goes through the flow, the linked-credit documents and signing to PURCHASE_RESULT; the shop fulfils, refunds in part, then in full', async () => {
    const { purchase, customer, application } = await transferred(12);
    const { signed, documents } = await signedApplication(customer, application);
    expect(signed.application).toMatchObject({
      currentPosition: 'PURCHASE_RESULT',
      currentStatus: 'PURCHASE_BANK_RESULT',
      currentStatusResult: 'APPROVED',
    });
    expect(signed.result?.decision).toBe('APPROVED');

    // The documents name the goods, their cash price and the seller (a linked credit).
    const file = await get(customer.auth, `/api/file/download/${documents.documents[0]?.id}`);
    const contract = (await pdfPageTexts(file.rawPayload)).join(' ').replaceAll('\n', ' ');
    for (const expected of [
      'Áruvásárlási kölcsönszerződés',
      'Elöltöltős mosógép 8 kg',
      '259 980 Ft',
      'Kecskeméti Műszaki Áruház',
      '6000 Kecskemét, Fő utca 1.',
    ])
      expect(contract).toContain(expected);

    const approved = await merchantRead(purchase.id);
    expect(approved.status).toBe('LOAN_APPROVED');
    expect(approved.events.map((event) => event.status)).toEqual([
      'CREATED',
      'LINKED',
      'APPLICATION_STARTED',
      'APPLICATION_UNDER_REVIEW',
      'LOAN_APPROVED',
    ]);
    const mine = (await get(customer.auth, `${PURCHASE}/${purchase.id}`)).json<Purchase>();
    expect(mine.returnUrl).toBe(`https://teszt-muszaki.example/rendeles/kesz?purchaseId=${purchase.id}`);

    const fulfilled = await shopPost(`${MERCHANT}/${purchase.id}/fulfil`);
    expect(fulfilled.statusCode, fulfilled.body).toBe(200);
    expect(fulfilled.json<MerchantPurchase>()).toMatchObject({ status: 'MONEY_TRANSFERRED' });
    expect(fulfilled.json<MerchantPurchase>().fulfilledAt).not.toBeNull();

    const partial = await shopPost(`${MERCHANT}/${purchase.id}/refunds`, { amount: 69_990 });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json<MerchantPurchase>()).toMatchObject({
      status: 'MONEY_TRANSFERRED',
      refundedAmount: 69_990,
    });
    expect((await get(customer.auth, `${PURCHASE}/${purchase.id}`)).json<Purchase>().financedAmount).toBe(
      189_990,
    );

    const tooMuch = await shopPost(`${MERCHANT}/${purchase.id}/refunds`, { amount: 190_000 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toContain('189 990');

    const full = await shopPost(`${MERCHANT}/${purchase.id}/refunds`, { amount: 189_990 });
    expect(full.json<MerchantPurchase>()).toMatchObject({ status: 'REVOKED', refundedAmount: 259_980 });
    const closed = (await get(customer.auth, myApplication(application.id))).json<LoanApplication>();
    expect(closed.currentPosition).toBe('CLOSED');

    // Every change reached the shop as a thin signed event: the purchase, never the customer.
    const deliveries = (
      await t.app.inject({
        method: 'GET',
        url: '/merchant-api/v1/webhook-deliveries?pageSize=100',
        headers: { authorization: `Bearer ${key}` },
      })
    ).json<WebhookDeliveryPage>().items;
    const ofThis = deliveries
      .filter((d) => (d.payload as { data: { purchase: { id: string } } }).data.purchase.id === purchase.id)
      .map((d) => d.eventType)
      .reverse();
    expect(ofThis).toEqual([
      'purchase.linked',
      'purchase.application_started',
      'purchase.application_under_review',
      'purchase.loan_approved',
      'purchase.money_transferred',
      'purchase.refunded',
      'purchase.revoked',
    ]);
    for (const delivery of deliveries)
      expect(JSON.stringify(delivery.payload)).not.toMatch(/Anna|Kiss|@|\+36|net_income|birth/);
  });

  it('a withdrawal from the credit revokes the purchase too, and the shop is told', async () => {
    const { purchase, customer, application } = await transferred(6);
    await signedApplication(customer, application);
    const res = await t.app.inject({
      method: 'POST',
      url: `${application_(application.id)}/withdrawal`,
      headers: customer.auth,
      payload: { confirm: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = await merchantRead(purchase.id);
    expect(read.status).toBe('REVOKED');
    expect((await get(customer.auth, `${PURCHASE}/my-purchases`)).json<Purchase[]>()[0]?.status).toBe(
      'REVOKED',
    );
    expect((await get(customer.auth, `${PURCHASE}/my-purchase`)).statusCode).toBe(404);
  });

  it('lists only the customer’s own purchases, newest first, and exports them with the data', async () => {
    const { customer, purchase: first } = await linked();
    await t.app.inject({ method: 'PATCH', url: `${PURCHASE}/cancel/${first.id}`, headers: customer.auth });
    const { purchase: second } = await linked(customer);
    const list = (await get(customer.auth, `${PURCHASE}/my-purchases`)).json<Purchase[]>();
    expect(list.map((p) => [p.publicId, p.status])).toEqual([
      [second.id, 'LINKED'],
      [first.id, 'CANCELLED'],
    ]);
    expect(exampleBasket().totalAmount).toBe(259_980);

    // The customer's data export (GDPR art. 15/20) carries their purchases with the baskets.
    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/profile/data-export',
      headers: customer.auth,
    });
    expect(exported.statusCode).toBe(200);
    const json = unzipSync(new Uint8Array(exported.rawPayload))['adataim.json'];
    if (!json) throw new Error('no adataim.json in the archive');
    const data = JSON.parse(strFromU8(json)) as {
      purchases: { publicId: string; status: string; lines: unknown[] }[];
    };
    expect(data.purchases.map((p) => [p.publicId, p.status]).sort()).toEqual(
      [
        [first.id, 'CANCELLED'],
        [second.id, 'LINKED'],
      ].sort(),
    );
    expect(data.purchases[0]?.lines).toHaveLength(2);
  });
});
