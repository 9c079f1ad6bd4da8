import type { LoanApplication, MerchantPurchase, PreliminaryAssessment } from '@hitelkapu/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  kycSessions,
  loanApplications,
  purchaseEvents,
  purchases,
  scoringDecisions,
} from '../db/schema/index.ts';
import { fillTestApplication, startTestApplication } from '../testing/application.ts';
import { assessmentRequest, createOnboardedCustomer } from '../testing/credit.ts';
import { applicationAtKycPreparation, startIdentification } from '../testing/identification.ts';
import { createTestMerchant, exampleBasket, issueMerchantKey } from '../testing/purchases.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** How many identical requests arrive at once: a double click, a retrying client and a second tab. */
const N = 8;

/**
 * The same request sent N times at once gives one effect and one answer: the same status and
 * the same body for every try (lib/idempotency.ts: the key, or the one open application, decides).
 */
describe('identical requests at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  const sameAnswers = (responses: { statusCode: number; body: string }[]) => ({
    statuses: new Set(responses.map((res) => res.statusCode)).size,
    bodies: new Set(responses.map((res) => res.body)).size,
  });

  it('start one application on one offer: one 201, the others 200 with the same application', async () => {
    const customer = await createOnboardedCustomer(t.app, t.database.db);
    const assessed = await t.app.inject({
      method: 'POST',
      url: '/api/credit/preliminary-assessment',
      headers: customer.auth,
      payload: assessmentRequest(),
    });
    const offer = assessed.json<PreliminaryAssessment>().offers.find((o) => o.decision === 'OK' && o.quote);
    if (!offer) throw new Error('the assessment offered nothing');
    const responses = await Promise.all(
      Array.from({ length: N }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/credit/loan-application',
          headers: customer.auth,
          payload: { offerId: offer.offerId },
        }),
      ),
    );
    const statuses = responses.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(N - 1).fill(200), 201]);
    expect(new Set(responses.map((res) => res.json<LoanApplication>().id)).size).toBe(1);
    expect(new Set(responses.map((res) => res.body)).size).toBe(1);
    const rows = await t.database.db
      .select({ id: loanApplications.id })
      .from(loanApplications)
      .where(
        eq(loanApplications.customerId, (await customerIdOf(responses[0]?.json<LoanApplication>().id)) ?? ''),
      );
    expect(rows).toHaveLength(1);
  });

  async function customerIdOf(applicationId: string | undefined) {
    if (!applicationId) return undefined;
    const [row] = await t.database.db
      .select({ customerId: loanApplications.customerId })
      .from(loanApplications)
      .where(eq(loanApplications.id, applicationId));
    return row?.customerId;
  }

  it('score an application once under one Idempotency-Key, every answer the same', async () => {
    const { customer, application } = await startTestApplication(t.app, t.database.db);
    await fillTestApplication(t.app, customer.auth, application);
    const finish = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/credit/loan-application/${application.id}/finish`,
        headers: { ...customer.auth, 'idempotency-key': 'egy-bekuldes' },
      });
    const responses = await Promise.all(Array.from({ length: N }, finish));
    expect(responses[0]?.statusCode).toBe(200);
    expect(sameAnswers(responses)).toEqual({ statuses: 1, bodies: 1 });
    // A retry after the fact answers the stored decision again.
    expect((await finish()).body).toBe(responses[0]?.body);
    const decisions = await t.database.db
      .select()
      .from(scoringDecisions)
      .where(eq(scoringDecisions.applicationId, application.id));
    expect(decisions).toHaveLength(1);
  });

  it('open one identity check under one Idempotency-Key, every answer the same', async () => {
    const { customer, application } = await applicationAtKycPreparation(t.app, t.database.db);
    const responses = await Promise.all(
      Array.from({ length: N }, () =>
        startIdentification(t.app, customer.auth, application.id, { key: 'egy-azonositas' }),
      ),
    );
    expect(responses[0]?.statusCode).toBe(200);
    expect(sameAnswers(responses)).toEqual({ statuses: 1, bodies: 1 });
    const sessions = await t.database.db
      .select()
      .from(kycSessions)
      .where(eq(kycSessions.applicationId, application.id));
    expect(sessions).toHaveLength(1);
  });

  describe('the merchant API', () => {
    let key: string;
    let merchantId: string;
    const post = (url: string, idempotencyKey: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${key}`, 'idempotency-key': idempotencyKey },
        ...(payload === undefined ? {} : { payload }),
      });
    beforeAll(async () => {
      merchantId = await createTestMerchant(t.database.db);
      key = (await issueMerchantKey(t.app, t.database.db, merchantId, 'live')).key;
    });

    it('creates one purchase and cancels it once, every try answered alike', async () => {
      const basket = exampleBasket();
      const created = await Promise.all(
        Array.from({ length: N }, () => post('/merchant-api/v1/purchases', 'rendeles-1', basket)),
      );
      expect(created[0]?.statusCode).toBe(201);
      expect(sameAnswers(created)).toEqual({ statuses: 1, bodies: 1 });
      const rows = await t.database.db
        .select()
        .from(purchases)
        .where(and(eq(purchases.merchantId, merchantId), eq(purchases.reference, basket.reference)));
      expect(rows).toHaveLength(1);

      const publicId = created[0]?.json<MerchantPurchase>().id;
      const cancelled = await Promise.all(
        Array.from({ length: N }, () => post(`/merchant-api/v1/purchases/${publicId}/cancel`, 'lemondas-1')),
      );
      expect(cancelled[0]?.statusCode).toBe(200);
      expect(sameAnswers(cancelled)).toEqual({ statuses: 1, bodies: 1 });
      const events = await t.database.db
        .select({ status: purchaseEvents.toStatus })
        .from(purchaseEvents)
        .where(eq(purchaseEvents.purchaseId, rows[0]?.id ?? ''));
      expect(events.filter((event) => event.status === 'CANCELLED')).toHaveLength(1);
    });
  });
});
