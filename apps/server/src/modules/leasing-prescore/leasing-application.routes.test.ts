import {
  type ApplicationResult,
  type ApplicationWithResult,
  type DocumentsForSigning,
  type LeasingPrescoreResult,
  type LoanApplication,
  quoteLeasing,
} from '@hitelkapu/domain';
import type { WebhookDeliveryPage } from '@hitelkapu/domain/contracts/webhooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, loanApplications, regulatoryFigures } from '../../db/schema/index.ts';
import { startTestApplication } from '../../testing/application.ts';
import {
  createDealerPrescore,
  createLeasingCustomer,
  createTestDealer,
  exampleVehicle,
  issueDealerKey,
  leasingSubmit,
} from '../../testing/leasing.ts';
import { pdfPageTexts } from '../../testing/pdf-text.ts';
import { bringToContractCheck, lastSigningCode, signByCode } from '../../testing/signing.ts';
import { createStaffMember, loginStaff, manualAnswers } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { loadRegulatoryFigures } from '../offers/regulatory-figures.service.ts';
import { listLeasingProducts } from './leasing-prescore.service.ts';

const BY_PUBLIC_ID = (publicId: string) => `/api/credit/leasing-prescore-public-id/${publicId}`;
const SUBMIT = '/api/credit/leasing-prescore';
const APPLY = (publicId: string) => `/api/credit/leasing-prescore/${publicId}/application`;
const app_ = (id: string) => `/api/credit/loan-application/${id}`;
const RETURN_URL = 'https://auto.example/lizing/vissza?ref=A-17';

type Auth = { authorization: string };
type Customer = Awaited<ReturnType<typeof createLeasingCustomer>>;

let references = 0;

/** A used car, first registered in 2023: the documents name its condition and the date. Each has its own dealer reference. */
const usedVehicle = () => ({
  ...exampleVehicle(),
  vehicle: {
    condition: 'USED',
    firstRegistrationDate: '2023-05-10',
    description: 'Toyota Corolla 1.8 Hybrid',
  },
  dealerReference: `A-${++references}`,
  returnUrl: RETURN_URL,
});

describe('a leasing offer continues into the loan application', () => {
  let t: TestApp;
  let dealerId: string;
  let dealerKey: string;
  const asDealer = () => ({ authorization: `Bearer ${dealerKey}` });

  beforeAll(async () => {
    // A demonstration start: the loopback demo receiver may be the dealer's webhook URL.
    t = await createTestApp({ config: { demoMode: true } });
    dealerId = await createTestDealer(t.database.db, 'Dunakanyar Autóház');
    dealerKey = (await issueDealerKey(t.app, t.database.db, dealerId)).key;
    const endpoint = await t.app.inject({
      method: 'PUT',
      url: '/dealer-api/v1/webhook-endpoint',
      headers: asDealer(),
      payload: { url: `http://127.0.0.1/sandbox/dealer-webhooks/${dealerId}` },
    });
    expect(endpoint.statusCode, endpoint.body).toBeLessThan(300);
  });
  afterAll(async () => {
    await t.app.close();
  });

  const get = (auth: Auth, url: string) => t.app.inject({ method: 'GET', url, headers: auth });
  const apply = (customer: { auth: Auth }, publicId: string, offerId: number) =>
    t.app.inject({ method: 'POST', url: APPLY(publicId), headers: customer.auth, payload: { offerId } });

  /** A dealer's prescore, opened and submitted by a fresh leasing customer. */
  async function submittedPrescore(payload: Record<string, unknown> = usedVehicle(), submit = {}) {
    const prescore = await createDealerPrescore(t.app, dealerKey, payload);
    const customer = await createLeasingCustomer(t.app, t.database.db);
    expect((await get(customer.auth, BY_PUBLIC_ID(prescore.publicId))).statusCode).toBe(200);
    const submitted = await t.app.inject({
      method: 'POST',
      url: SUBMIT,
      headers: customer.auth,
      payload: leasingSubmit(prescore.publicId, submit),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    return { prescore, customer, result: submitted.json<LeasingPrescoreResult>() };
  }

  const okOffer = (result: LeasingPrescoreResult) => {
    const offer = result.offers.find((candidate) => candidate.decision === 'OK' && candidate.quote);
    if (!offer?.quote) throw new Error('the prescore offered nothing');
    return offer;
  };

  const deliveries = async () =>
    (await get(asDealer(), '/dealer-api/v1/webhook-deliveries?pageSize=100')).json<WebhookDeliveryPage>()
      .items;
  /** The deliveries about one prescore. */
  const deliveriesOf = async (publicId: string) =>
    (await deliveries()).filter(
      (d) => (d.payload as { data: { publicId: string } }).data.publicId === publicId,
    );

  it('starts the application from an eligible offer with the figures of the leasing maths, the vehicle and the dealer', async () => {
    const { prescore, customer, result } = await submittedPrescore();
    const offer = okOffer(result);
    const res = await apply(customer, prescore.publicId, offer.offerId);
    expect(res.statusCode, res.body).toBe(201);
    const application = res.json<LoanApplication>();

    // The figures are the domain's for this vehicle, product and term under today's cap.
    const product = (await listLeasingProducts(t.database.db)).find((p) => p.id === offer.offerId);
    if (!product) throw new Error('no such leasing product');
    const expected = quoteLeasing(
      product,
      { price: 12_000_000, downPayment: 2_400_000, residualValue: 4_800_000, months: 48 },
      await loadRegulatoryFigures(t.database.db),
    );
    if (!expected) throw new Error('the domain maths gave no quote');
    expect(application.offerId).toBe(offer.offerId);
    expect(application.amount).toBe(9_600_000);
    expect(application.duration).toBe(48);
    expect(application.quote).toMatchObject({
      amount: expected.amount,
      months: expected.months,
      annualRatePercent: expected.annualRatePercent,
      monthlyPayment: expected.monthlyPayment,
      totalRepayable: expected.totalRepayable,
      totalCost: expected.totalCost,
      thm: expected.thm,
      thmCap: expected.thmCap,
    });
    expect(application.leasing).toEqual({
      prescorePublicId: prescore.publicId,
      dealerId,
      dealerName: 'Dunakanyar Autóház',
      vehicle: {
        condition: 'USED',
        firstRegistrationDate: '2023-05-10',
        description: 'Toyota Corolla 1.8 Hybrid',
      },
      price: 12_000_000,
      downPayment: 2_400_000,
      residualValue: 4_800_000,
      paymentTiming: expected.paymentTiming,
      dealerRedirectUrl: `${RETURN_URL}&prescore=${prescore.publicId}&eligible=true`,
    });
    // Never the income the prescore was decided on.
    expect(res.body).not.toMatch(/assessedNetIncome|650000|prescoreId/);

    // The prescore's answers prefill the flow where its configuration maps them; the profile is in the flow.
    const answers = JSON.parse(application.dynamicData) as Record<string, string>;
    expect(answers).toMatchObject({ birth_date: '1985-04-12', employment_start: '2019-03-01' });
    expect(application.currentPosition).toBe('INTRO');
    const profile = (await get(customer.auth, '/api/profile')).json<{ currentStatus: string }>();
    expect(profile.currentStatus).toBe('IN_FLOW');

    // A second click answers the same application; another offer while it is open is refused.
    const again = await apply(customer, prescore.publicId, offer.offerId);
    expect(again.statusCode).toBe(200);
    expect(again.json<LoanApplication>().id).toBe(application.id);
    const other = result.offers.find((candidate) => candidate.offerId !== offer.offerId);
    if (other) expect((await apply(customer, prescore.publicId, other.offerId)).statusCode).toBe(409);
  });

  it("answers 404 for another customer's prescore, as for an unknown one", async () => {
    const { prescore, result } = await submittedPrescore();
    const stranger = await createLeasingCustomer(t.app, t.database.db);
    const res = await apply(stranger, prescore.publicId, okOffer(result).offerId);
    expect(res.statusCode).toBe(404);
    expect((await apply(stranger, 'A'.repeat(24), okOffer(result).offerId)).statusCode).toBe(404);
    const [row] = await t.database.db
      .select({ id: loanApplications.id })
      .from(loanApplications)
      .innerJoin(customers, eq(customers.id, loanApplications.customerId))
      .where(eq(customers.email, stranger.email));
    expect(row).toBeUndefined();
  });

  it('answers 409 for a prescore that is not eligible, and for an offer not among its eligible ones', async () => {
    // 100 000 Ft a month is below the minimum income: nothing is eligible.
    const poor = await submittedPrescore(usedVehicle(), {
      salary: 100_000,
      dynamicData: JSON.stringify({ ...JSON.parse(leasingSubmit('x').dynamicData), salary: '100 000' }),
    });
    expect(poor.result.isEligible).toBe(false);
    const refused = await apply(poor.customer, poor.prescore.publicId, poor.result.offers[0]?.offerId ?? 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBeTruthy();

    // An eligible prescore, but an offer id it never offered (a personal loan's).
    const { prescore, customer, result } = await submittedPrescore();
    const offered = new Set(result.offers.filter((o) => o.decision === 'OK').map((o) => o.offerId));
    const personalLoan = 1;
    expect(offered.has(personalLoan)).toBe(false);
    expect((await apply(customer, prescore.publicId, personalLoan)).statusCode).toBe(409);
    const profile = (await get(customer.auth, '/api/profile')).json<{ currentStatus: string }>();
    expect(profile.currentStatus).toBe('LEASING_PRESCORE');
  });

  it("re-checks today's THM cap: an offer over it is no longer offered (409)", async () => {
    const { prescore, customer, result } = await submittedPrescore();
    const margin = eq(regulatoryFigures.identifier, 'thm_cap_margin_points');
    const [before] = await t.database.db.select().from(regulatoryFigures).where(margin);
    if (!before) throw new Error('no THM cap margin');
    // The cap falls to the base rate less 4 points, below every leasing offer's THM.
    await t.database.db.update(regulatoryFigures).set({ value: -4 }).where(margin);
    t.app.configCache.invalidate('all');
    try {
      const res = await apply(customer, prescore.publicId, okOffer(result).offerId);
      expect(res.statusCode).toBe(409);
    } finally {
      await t.database.db.update(regulatoryFigures).set({ value: before.value }).where(margin);
      t.app.configCache.invalidate('all');
    }
    expect((await apply(customer, prescore.publicId, okOffer(result).offerId)).statusCode).toBe(201);
  });

  it('a closed leasing application returns the customer to the prescore, whose offer can be taken again', async () => {
    const { prescore, customer, result } = await submittedPrescore();
    const created = (
      await apply(customer, prescore.publicId, okOffer(result).offerId)
    ).json<LoanApplication>();
    const closed = await t.app.inject({
      method: 'POST',
      url: `${app_(created.id)}/close`,
      headers: customer.auth,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const profile = (await get(customer.auth, '/api/profile')).json<{ currentStatus: string }>();
    expect(profile.currentStatus).toBe('LEASING_PRESCORE');
    const again = await apply(customer, prescore.publicId, okOffer(result).offerId);
    expect(again.statusCode).toBe(201);
    expect(again.json<LoanApplication>().id).not.toBe(created.id);
  });

  it('a customer with another open application cannot start a leasing one', async () => {
    const { prescore, customer, result } = await submittedPrescore();
    expect((await apply(customer, prescore.publicId, okOffer(result).offerId)).statusCode).toBe(201);
    const second = await createDealerPrescore(t.app, dealerKey, usedVehicle());
    expect((await get(customer.auth, BY_PUBLIC_ID(second.publicId))).statusCode).toBe(200);
    expect((await apply(customer, second.publicId, okOffer(result).offerId)).statusCode).toBe(409);
  });

  /** The application filled in, scored, the identity verified and at CONTRACT_CHECK, as the KYC callback leaves it. */
  async function leasingApplicationAtContractCheck(
    customer: Customer,
    application: LoanApplication,
    overrides: Record<string, string> = {},
  ) {
    const { scoring, phone } = await bringToContractCheck(t.app, t.database.db, customer, application, {
      overrides,
    });
    return { scoring, phone: phone ?? '' };
  }

  it('goes through scoring, the leasing documents and signing to a result with the way back to the dealer; the dealer is told at each step, never the income', async () => {
    const { prescore, customer, result } = await submittedPrescore();
    const created = await apply(customer, prescore.publicId, okOffer(result).offerId);
    const application = created.json<LoanApplication>();
    const { scoring, phone } = await leasingApplicationAtContractCheck(customer, application);
    expect(scoring.decision).toBe('APPROVED');

    const decided = (await deliveriesOf(prescore.publicId)).find(
      (d) => d.eventType === 'leasing.application.decided',
    );
    expect(decided?.payload).toMatchObject({
      type: 'leasing.application.decided',
      data: {
        publicId: prescore.publicId,
        dealerReference: prescore.dealerReference,
        status: 'DECIDED',
        decision: 'APPROVED',
        offer: {
          amountFinanced: 9_600_000,
          termMonths: 48,
          monthlyPayment: application.quote.monthlyPayment,
          downPayment: 2_400_000,
          residualValue: 4_800_000,
          thm: application.quote.thm,
        },
      },
    });

    // The documents are the leasing documents: the vehicle, its price, the down payment, the residual value.
    const documents = (
      await get(customer.auth, `${app_(application.id)}/documents-for-signing`)
    ).json<DocumentsForSigning>();
    expect(documents.documents.map((d) => d.kind)).toEqual(['CONTRACT', 'SECCI']);
    const textOf = async (id: string) => {
      const file = await get(customer.auth, `/api/file/download/${id}`);
      expect(file.statusCode).toBe(200);
      return (await pdfPageTexts(file.rawPayload)).map((page) => page.replaceAll('\n', ' '));
    };
    const contract = (await textOf(documents.documents[0]?.id ?? '')).join(' ');
    for (const expected of [
      'Zárt végű pénzügyi lízingszerződés',
      'Toyota Corolla 1.8 Hybrid',
      'használt',
      '2023. május 10.',
      '12 000 000 Ft',
      '2 400 000 Ft',
      '4 800 000 Ft',
      'Dunakanyar Autóház',
      'tulajdonjoga külön jognyilatkozat nélkül az Adósra száll',
    ])
      expect(contract).toContain(expected);
    const [keyFacts] = await textOf(documents.documents[1]?.id ?? '');
    for (const expected of ['Zárt végű pénzügyi lízing', 'Toyota Corolla 1.8 Hybrid', 'Maradványérték'])
      expect(keyFacts).toContain(expected);

    const started = await t.app.inject({
      method: 'POST',
      url: `${app_(application.id)}/document-signing/start`,
      headers: { ...customer.auth, 'idempotency-key': crypto.randomUUID() },
      payload: { type: 'SMS_OTP' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${app_(application.id)}/document-signing/confirm`,
      headers: customer.auth,
      payload: { code: await lastSigningCode(t.database.db, phone) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const signed = confirmed.json<ApplicationWithResult>();
    expect(signed.application.currentPosition).toBe('RESULT');
    const redirect = `${RETURN_URL}&prescore=${prescore.publicId}&eligible=true`;
    expect(signed.result?.dealerRedirectUrl).toBe(redirect);
    const read = await get(customer.auth, `${app_(application.id)}/result`);
    expect(read.json<ApplicationResult>()).toMatchObject({
      decision: 'APPROVED',
      dealerRedirectUrl: redirect,
    });

    const all = await deliveriesOf(prescore.publicId);
    const signedEvent = all.find((d) => d.eventType === 'leasing.application.signed');
    expect(signedEvent?.payload).toMatchObject({
      type: 'leasing.application.signed',
      data: { publicId: prescore.publicId, status: 'SIGNED', decision: 'APPROVED' },
    });
    // Only the allowed keys, and nothing of the customer.
    for (const delivery of all.filter((d) => d.eventType.startsWith('leasing.application.'))) {
      const data = (delivery.payload as { data: Record<string, unknown> }).data;
      expect(Object.keys(data).sort()).toEqual([
        'dealerReference',
        'decision',
        'offer',
        'publicId',
        'status',
      ]);
      expect(Object.keys(data.offer as object).sort()).toEqual([
        'amountFinanced',
        'downPayment',
        'monthlyPayment',
        'residualValue',
        'termMonths',
        'thm',
      ]);
      expect(JSON.stringify(delivery.payload)).not.toMatch(
        /salary|net_?income|Income|dynamicData|birth|Lakatos|Lili|@|\+36|Corolla/,
      );
    }
  });

  /** Signs the application at CONTRACT_CHECK with the code sent to the customer's phone. */
  async function sign(customer: Customer, id: string, phone: string) {
    return signByCode(t.app, t.database.db, customer.auth, id, phone);
  }

  it("a referred leasing application: the dealer hears REFERRED, then a person's approval and the signed contract", async () => {
    const { prescore, customer, result } = await submittedPrescore();
    const application = (
      await apply(customer, prescore.publicId, okOffer(result).offerId)
    ).json<LoanApplication>();
    const { scoring, phone } = await leasingApplicationAtContractCheck(customer, application, manualAnswers);
    expect(scoring.decision).toBe('MANUAL');
    const mine = () => deliveriesOf(prescore.publicId);
    const events = (list: Awaited<ReturnType<typeof mine>>) =>
      list.map((d) => `${d.eventType}:${(d.payload as { data: { decision: string } }).data.decision}`).sort();
    expect(events(await mine())).toEqual([
      'leasing.application.decided:REFERRED',
      'leasing.prescore.submitted:ELIGIBLE',
    ]);

    // Signed but waiting for a person: nothing is concluded, so the dealer hears nothing yet.
    const signed = await sign(customer, application.id, phone);
    expect(signed.application.currentPosition).toBe('UNDER_REVIEW');
    expect(await mine()).toHaveLength(2);

    const staff = await loginStaff(t.app, await createStaffMember(t.database.db));
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/staff/reviews/${application.id}/decision`,
      headers: staff.auth,
      payload: { decision: 'MANUALLY_APPROVED', reasonCode: 'INCOME_VERIFIED', note: 'A jövedelem igazolt.' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    // The financed amount is above the four-eyes limit: the dealer hears nothing until a second person confirms.
    expect(decided.json()).toMatchObject({ awaitingSecondApproval: true, position: 'UNDER_REVIEW' });
    expect(await mine()).toHaveLength(2);
    const senior = await loginStaff(
      t.app,
      await createStaffMember(t.database.db, { roles: ['SENIOR_REVIEWER'] }),
    );
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/staff/reviews/${application.id}/second-approval`,
      headers: senior.auth,
      payload: { confirm: true, note: 'Átnéztem, egyetértek.' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(events(await mine())).toEqual([
      'leasing.application.decided:APPROVED',
      'leasing.application.decided:REFERRED',
      'leasing.application.signed:APPROVED',
      'leasing.prescore.submitted:ELIGIBLE',
    ]);
    const read = await get(customer.auth, `${app_(application.id)}/result`);
    expect(read.json<ApplicationResult>()).toMatchObject({
      decision: 'MANUALLY_APPROVED',
      dealerRedirectUrl: `${RETURN_URL}&prescore=${prescore.publicId}&eligible=true`,
    });
  });

  it('a personal-loan application has no dealer redirect and tells no dealer', async () => {
    const before = (await deliveries()).length;
    const { application } = await startTestApplication(t.app, t.database.db);
    expect(application.leasing).toBeUndefined();
    expect((await deliveries()).length).toBe(before);
  });
});
