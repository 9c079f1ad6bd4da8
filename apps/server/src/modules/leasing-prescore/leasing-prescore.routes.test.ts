import {
  addMonths,
  applicantFactsFromAnswers,
  type DealerPrescore,
  evaluateLeasing,
  type LeasingFilterSettings,
  type LeasingPrescore,
  type LeasingPrescoreResult,
  leasingPayment,
  type PreliminaryQuestionSet,
  todayIso,
} from '@hitelkapu/domain';
import type { WebhookDeliveryPage } from '@hitelkapu/domain/contracts/webhooks';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  dealerApiKeys,
  leasingPrescoreDecisions,
  leasingPrescores,
} from '../../db/schema/index.ts';
import { seedDatabase } from '../../seed/index.ts';
import { demoLeasingPrescores } from '../../seed/leasing.ts';
import { STRONG_PASSWORD } from '../../testing/accounts.ts';
import {
  createDealerPrescore,
  createLeasingCustomer,
  createTestDealer,
  exampleVehicle,
  issueDealerKey,
  leasingAnswers,
  leasingSubmit,
} from '../../testing/leasing.ts';
import { fakeOpenBankingProvider } from '../../testing/open-banking.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { loadRegulatoryFigures } from '../offers/regulatory-figures.service.ts';
import { listLeasingProducts } from './leasing-prescore.service.ts';

const BY_PUBLIC_ID = (publicId: string) => `/api/credit/leasing-prescore-public-id/${publicId}`;
const UPDATE = (publicId: string) => `/api/credit/leasing-prescore/update/${publicId}`;
const SUBMIT = '/api/credit/leasing-prescore';
const RECALCULATE = '/api/credit/leasing-prescore/recalculate';
const MINE = '/api/credit/my-leasing-prescore';
const FILTER = (publicId: string) =>
  `/api/administration/offer/calculation-config/filter-settings/${publicId}`;

type Customer = Awaited<ReturnType<typeof createLeasingCustomer>>;

describe('leasing prescore', () => {
  let t: TestApp;
  let dealerId: string;
  let dealerKey: string;
  const bank = fakeOpenBankingProvider('DEFAULT');
  beforeAll(async () => {
    t = await createTestApp({ openBankingProviders: { DEFAULT: bank.provider } });
    dealerId = await createTestDealer(t.database.db);
    dealerKey = (await issueDealerKey(t.app, t.database.db, dealerId)).key;
  });
  afterAll(async () => {
    await t.app.close();
  });

  const get = (customer: Customer, url: string) =>
    t.app.inject({ method: 'GET', url, headers: customer.auth });
  const submit = (customer: Customer, payload: object) =>
    t.app.inject({ method: 'POST', url: SUBMIT, headers: customer.auth, payload });
  const statusOf = async (customer: Customer) =>
    (await get(customer, '/api/profile')).json<{ currentStatus: string }>().currentStatus;

  /** A dealer's prescore opened by a fresh customer: the customer now owns it. */
  async function openedPrescore(payload?: Record<string, unknown>) {
    const prescore = await createDealerPrescore(t.app, dealerKey, payload);
    const customer = await createLeasingCustomer(t.app, t.database.db);
    const opened = await get(customer, BY_PUBLIC_ID(prescore.publicId));
    expect(opened.statusCode).toBe(200);
    return { prescore, customer };
  }

  describe('the dealer API', () => {
    it('opens a prescore for a vehicle and answers the landing link with an unguessable public id', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/dealer-api/v1/prescores',
        headers: { authorization: `Bearer ${dealerKey}` },
        payload: {
          ...exampleVehicle(),
          dealerReference: 'AJ-2026-0042',
          returnUrl: 'https://auto.example/vissza',
        },
      });
      expect(res.statusCode).toBe(201);
      const prescore = res.json<DealerPrescore>();
      expect(prescore.publicId).toMatch(/^[A-Za-z0-9]{24}$/);
      expect(prescore).toMatchObject({
        dealerId,
        dealerReference: 'AJ-2026-0042',
        landingPath: `/leasing/${dealerId}/${prescore.publicId}`,
        landingUrl: `http://portal.test/leasing/${dealerId}/${prescore.publicId}`,
        status: 'OPEN',
        isEligible: null,
      });
      // The same deal again answers the prescore already opened.
      const again = await t.app.inject({
        method: 'POST',
        url: '/dealer-api/v1/prescores',
        headers: { authorization: `Bearer ${dealerKey}` },
        payload: { ...exampleVehicle(), dealerReference: 'AJ-2026-0042' },
      });
      expect(again.statusCode).toBe(200);
      expect(again.json<DealerPrescore>().publicId).toBe(prescore.publicId);
      // Two prescores never share a public id.
      const other = await createDealerPrescore(t.app, dealerKey);
      expect(other.publicId).not.toBe(prescore.publicId);
    });

    it("lets the dealer read its prescore's status and decision, never the customer's data", async () => {
      const { prescore, customer } = await openedPrescore();
      const read = (key: string) =>
        t.app.inject({
          method: 'GET',
          url: `/dealer-api/v1/prescores/${prescore.publicId}`,
          headers: { authorization: `Bearer ${key}` },
        });
      expect((await read(dealerKey)).json<DealerPrescore>()).toMatchObject({
        status: 'OPEN',
        isEligible: null,
      });
      await submit(customer, leasingSubmit(prescore.publicId));
      const after = await read(dealerKey);
      expect(after.json<DealerPrescore>()).toMatchObject({ status: 'SUBMITTED', isEligible: true });
      expect(after.body).not.toMatch(/salary|netIncome|dynamicData|date_of_birth/);
      // Another dealer does not see it.
      const otherDealer = await createTestDealer(t.database.db, 'Másik Autóház');
      const otherKey = (await issueDealerKey(t.app, t.database.db, otherDealer)).key;
      expect((await read(otherKey)).statusCode).toBe(404);
    });

    it('refuses a missing, wrong or revoked dealer key with 401', async () => {
      const post = (authorization?: string) =>
        t.app.inject({
          method: 'POST',
          url: '/dealer-api/v1/prescores',
          headers: authorization ? { authorization } : {},
          payload: exampleVehicle(),
        });
      expect((await post()).statusCode).toBe(401);
      expect((await post(`Bearer hkd_${'x'.repeat(40)}`)).json()).toMatchObject({
        code: 'UNAUTHORIZED',
        messageKey: 'errors.leasing.dealerKeyInvalid',
      });
      expect((await post(`Bearer ${dealerKey}x`)).statusCode).toBe(401);
      // A customer's session is no dealer key.
      const customer = await createLeasingCustomer(t.app, t.database.db);
      expect((await post(customer.auth.authorization)).statusCode).toBe(401);

      const revoked = await issueDealerKey(t.app, t.database.db, dealerId);
      expect((await post(`Bearer ${revoked.key}`)).statusCode).toBe(201);
      await t.database.db
        .update(dealerApiKeys)
        .set({ revokedAt: new Date() })
        .where(eq(dealerApiKeys.id, revoked.id));
      expect((await post(`Bearer ${revoked.key}`)).statusCode).toBe(401);
    });

    it('keeps only a keyed hash of the key, never the key', async () => {
      const issued = await issueDealerKey(t.app, t.database.db, dealerId);
      const [row] = await t.database.db.select().from(dealerApiKeys).where(eq(dealerApiKeys.id, issued.id));
      expect(issued.key).toMatch(/^hkd_[A-Za-z0-9]{40}$/);
      expect(row?.keyHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(issued.key);
    });

    it('refuses a vehicle that breaks the leasing limits, naming the field', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/dealer-api/v1/prescores',
        headers: { authorization: `Bearer ${dealerKey}` },
        payload: {
          ...exampleVehicle(),
          vehicle: { condition: 'USED', firstRegistrationDate: addMonths(todayIso(), -12 * 17) },
          downPayment: 1_200_000,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        messageKey: 'errors.leasing.downPaymentTooLow',
        message: 'Az önerő túl alacsony: a jármű vételárának legalább 20 százalékát kell kitennie.',
        fieldErrors: {
          downPayment: 'errors.leasing.downPaymentTooLow',
          'vehicle.firstRegistrationDate': 'errors.leasing.vehicleTooOldAtSigning',
        },
      });
    });

    it('lets only staff issue a key, for a dealer that exists', async () => {
      const customer = await createLeasingCustomer(t.app, t.database.db);
      const url = `/api/staff/dealers/${dealerId}/api-keys`;
      expect((await t.app.inject({ method: 'POST', url, headers: customer.auth })).statusCode).toBe(401);
      await expect(
        issueDealerKey(t.app, t.database.db, '00000000-0000-4000-8000-000000000000'),
      ).rejects.toThrow(/404/);
    });
  });

  describe('the customer side', () => {
    it('serves the question steps of each type with times, identifiers and date validations', async () => {
      const customer = await createLeasingCustomer(t.app, t.database.db);
      const manual = (
        await get(customer, '/api/administration/leasing-prescore/questions/MANUAL')
      ).json<PreliminaryQuestionSet>();
      const questions = manual.steps.flatMap((step) => step.questions);
      expect(manual.steps.every((step) => step.time > 0)).toBe(true);
      expect(questions.find((q) => q.identifier === 'current_job')).toMatchObject({
        type: 'DATE_PICKER',
        validation: 'PAST',
      });
      expect(questions.find((q) => q.identifier === 'salary')).toMatchObject({ type: 'INPUT' });
      expect(questions.map((q) => q.identifier)).toEqual(
        expect.arrayContaining([
          'source_of_income',
          'salary_commitment',
          'committed_salary',
          'household_size',
        ]),
      );
      // The bank answers the income questions in PSD2 mode.
      const psd2 = (
        await get(customer, '/api/administration/leasing-prescore/questions/PSD2')
      ).json<PreliminaryQuestionSet>();
      const psd2Ids = psd2.steps.flatMap((step) => step.questions.map((q) => q.identifier));
      expect(psd2Ids).not.toContain('salary');
      expect(psd2Ids).toContain('current_job');
      expect((await get(customer, '/api/administration/leasing-prescore/questions/OTHER')).statusCode).toBe(
        400,
      );
    });

    it('belongs to the customer who opened it first: another customer gets 404 on every call', async () => {
      const { prescore, customer } = await openedPrescore();
      const mine = (await get(customer, BY_PUBLIC_ID(prescore.publicId))).json<LeasingPrescore>();
      expect(mine).toMatchObject({
        publicId: prescore.publicId,
        dealerId,
        status: 'OPEN',
        type: null,
        step: 0,
        dynamicData: '{}',
        vehicle: { condition: 'NEW', price: 12_000_000, residualValue: 4_800_000 },
        amount: 9_600_000,
        downPayment: 2_400_000,
        duration: 48,
        result: null,
      });

      const other = await createLeasingCustomer(t.app, t.database.db);
      const calls = [
        get(other, BY_PUBLIC_ID(prescore.publicId)),
        t.app.inject({
          method: 'PATCH',
          url: UPDATE(prescore.publicId),
          headers: other.auth,
          payload: { step: 2 },
        }),
        submit(other, leasingSubmit(prescore.publicId)),
        t.app.inject({
          method: 'POST',
          url: RECALCULATE,
          headers: other.auth,
          payload: { publicId: prescore.publicId, amount: 9_600_000, duration: 48, downPayment: 2_400_000 },
        }),
        get(other, FILTER(prescore.publicId)),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({
          code: 'NOT_FOUND',
          messageKey: 'errors.leasing.prescoreNotFound',
        });
      }
      // Nothing of the owner's prescore moved.
      const [row] = await t.database.db
        .select()
        .from(leasingPrescores)
        .where(eq(leasingPrescores.publicId, prescore.publicId));
      expect(row).toMatchObject({ step: 0, status: 'OPEN' });
      expect((await get(other, MINE)).statusCode).toBe(404);
    });

    it('answers 404 for an unknown public id, and 401 without a session', async () => {
      const customer = await createLeasingCustomer(t.app, t.database.db);
      const unknown = 'A'.repeat(24);
      expect((await get(customer, BY_PUBLIC_ID(unknown))).statusCode).toBe(404);
      expect((await submit(customer, leasingSubmit(unknown))).statusCode).toBe(404);
      expect((await get(customer, BY_PUBLIC_ID('short'))).statusCode).toBe(400);
      const anonymous = await t.app.inject({ method: 'GET', url: BY_PUBLIC_ID(unknown) });
      expect(anonymous.statusCode).toBe(401);
    });

    it('saves the given fields, clamps the step and keeps answers as JSON text', async () => {
      const { prescore, customer } = await openedPrescore();
      const patch = (payload: object) =>
        t.app.inject({ method: 'PATCH', url: UPDATE(prescore.publicId), headers: customer.auth, payload });
      const saved = await patch({
        type: 'MANUAL',
        step: 40,
        dynamicData: JSON.stringify({ salary: '650 000' }),
      });
      expect(saved.statusCode).toBe(200);
      // Three question steps + two fixed steps: the last index is 5.
      expect(saved.json<LeasingPrescore>()).toMatchObject({
        type: 'MANUAL',
        step: 5,
        dynamicData: '{"salary":"650 000"}',
      });
      const moved = await patch({ downPayment: 3_000_000, duration: 60 });
      expect(moved.json<LeasingPrescore>()).toMatchObject({
        downPayment: 3_000_000,
        amount: 9_000_000,
        duration: 60,
      });
      expect((await patch({ dynamicData: '[1,2]' })).json()).toMatchObject({
        fieldErrors: { dynamicData: 'validation.invalid' },
      });
      expect((await patch({ downPayment: 12_000_000 })).statusCode).toBe(400);
      // Restored as saved on the next load.
      const loaded = (await get(customer, BY_PUBLIC_ID(prescore.publicId))).json<LeasingPrescore>();
      expect(loaded).toMatchObject({ type: 'MANUAL', step: 5, downPayment: 3_000_000 });
    });

    it('answers the sliders for the vehicle: amount and down payment together, the term by the age at the end', async () => {
      const used = addMonths(todayIso(), -12 * 14);
      const { prescore, customer } = await openedPrescore({
        ...exampleVehicle(),
        vehicle: { condition: 'USED', firstRegistrationDate: used },
        duration: 24,
      });
      const settings = (await get(customer, FILTER(prescore.publicId))).json<LeasingFilterSettings>();
      expect(settings).toMatchObject({
        price: 12_000_000,
        residualValue: 4_800_000,
        minDownPayment: 2_400_000,
        maxAmount: 9_600_000,
        defaultDownPayment: 2_400_000,
        defaultAmount: 9_600_000,
        minDuration: 12,
        // 14 years old today, at most 18 at the end: four years.
        maxDuration: 48,
        defaultDuration: 24,
      });
      expect(settings.minAmount).toBe(12_000_000 - settings.maxDownPayment);
      // The largest down payment sits on the sliders' step and leaves more than the residual value.
      expect(settings.maxDownPayment % settings.amountStep).toBe(0);
      expect(12_000_000 - settings.maxDownPayment).toBeGreaterThan(4_800_000);
      expect(12_000_000 - settings.maxDownPayment - settings.amountStep).toBeLessThanOrEqual(4_800_000);
    });

    it('gives lawful leasing offers for a sound case, with the figures of the domain maths, and moves the profile', async () => {
      const { prescore, customer } = await openedPrescore({
        ...exampleVehicle(),
        returnUrl: 'https://auto.example/vissza?ref=1',
      });
      expect(await statusOf(customer)).toBe('LEASING_ONBOARDED');
      const res = await submit(customer, leasingSubmit(prescore.publicId));
      expect(res.statusCode).toBe(201);
      const result = res.json<LeasingPrescoreResult>();
      expect(result.isEligible).toBe(true);
      expect(result.redirectUrl).toBe(
        `https://auto.example/vissza?ref=1&prescore=${prescore.publicId}&eligible=true`,
      );

      const [decision] = await t.database.db
        .select()
        .from(leasingPrescoreDecisions)
        .innerJoin(leasingPrescores, eq(leasingPrescores.id, leasingPrescoreDecisions.prescoreId))
        .where(eq(leasingPrescores.publicId, prescore.publicId));
      const answers = leasingAnswers();
      const expected = evaluateLeasing({
        products: await listLeasingProducts(t.database.db),
        figures: await loadRegulatoryFigures(t.database.db),
        request: {
          price: 12_000_000,
          downPayment: 2_400_000,
          residualValue: 4_800_000,
          months: 48,
          vehicle: { condition: 'NEW', firstRegistrationDate: null },
        },
        facts: applicantFactsFromAnswers(
          { salary: 650_000, salaryCommitment: false, committedSalary: 0 },
          answers,
        ),
        today: todayIso(),
      });
      expect(result.offers).toEqual(expected.offers);
      expect(decision?.leasing_prescore_decisions).toMatchObject({ kind: 'SUBMIT', isEligible: true });

      const offers = result.offers.filter((offer) => offer.decision === 'OK');
      expect(offers.length).toBeGreaterThan(0);
      for (const offer of offers) {
        const quote = offer.quote;
        if (!quote) throw new Error('an OK offer has its quote');
        // The balloon payment of DOMAIN.md on the amount financed, the residual value paid with the last.
        expect(quote.monthlyInstalment).toBe(
          leasingPayment(9_600_000, 4_800_000, quote.annualRatePercent, 48),
        );
        expect(quote.totalRepayable).toBe(quote.monthlyPayment * 48 + 4_800_000 + quote.disbursementFee);
        expect(quote.thmExact).toBeLessThanOrEqual(quote.thmCap);
        // JTM: the payment fits half of the 650 000 Ft income.
        expect(quote.monthlyPayment).toBeLessThanOrEqual(result.figures.maxInstalment);
      }
      // The fee-free 7,99 % product gives the DOMAIN.md figure.
      expect(offers.some((offer) => offer.quote?.monthlyInstalment === 149_119)).toBe(true);

      expect(await statusOf(customer)).toBe('LEASING_PRESCORE');
      const mine = (await get(customer, MINE)).json<LeasingPrescore>();
      expect(mine).toMatchObject({
        publicId: prescore.publicId,
        status: 'SUBMITTED',
        type: 'MANUAL',
        dynamicData: JSON.stringify(answers),
        result: { isEligible: true },
      });

      // The dealer learns the state and decision only.
      const [row] = await t.database.db
        .select()
        .from(leasingPrescores)
        .where(eq(leasingPrescores.publicId, prescore.publicId));
      expect(row?.isEligible).toBe(true);
    });

    it('is not eligible with a 10 % down payment, and names the limit [ASVS V2.3.2]', async () => {
      const { prescore, customer } = await openedPrescore();
      const res = await submit(
        customer,
        leasingSubmit(prescore.publicId, { downPayment: 1_200_000, amount: 10_800_000 }),
      );
      expect(res.statusCode).toBe(201);
      const result = res.json<LeasingPrescoreResult>();
      expect(result.isEligible).toBe(false);
      expect(result.limitBreaches).toEqual(['errors.leasing.downPaymentTooLow']);
      // The client words the limit from its key with the values the result carries.
      expect(result.limitValues).toMatchObject({ minPercent: 20, maxPercent: 40, maxMonths: 84 });
      expect(
        result.offers.every((offer) => offer.decision === 'LIMIT_BREACHED' && offer.quote === null),
      ).toBe(true);
    });

    it('recalculates over the stored answers with a new down payment and term', async () => {
      const { prescore, customer } = await openedPrescore();
      const recalculate = (payload: object) =>
        t.app.inject({ method: 'POST', url: RECALCULATE, headers: customer.auth, payload });
      const before = await recalculate({
        publicId: prescore.publicId,
        amount: 9_000_000,
        duration: 60,
        downPayment: 3_000_000,
      });
      expect(before.statusCode).toBe(409);
      expect(before.json()).toMatchObject({ messageKey: 'errors.leasing.notSubmitted' });

      expect((await submit(customer, leasingSubmit(prescore.publicId))).statusCode).toBe(201);
      const res = await recalculate({
        publicId: prescore.publicId,
        amount: 9_000_000,
        duration: 60,
        downPayment: 3_000_000,
      });
      expect(res.statusCode).toBe(201);
      const result = res.json<LeasingPrescoreResult>();
      const ok = result.offers.find((offer) => offer.quote?.annualRatePercent === 7.99);
      expect(ok?.quote).toMatchObject({
        amount: 9_000_000,
        months: 60,
        monthlyInstalment: leasingPayment(9_000_000, 4_800_000, 7.99, 60),
      });
      // amount must be price - down payment.
      const wrong = await recalculate({
        publicId: prescore.publicId,
        amount: 9_500_000,
        duration: 60,
        downPayment: 3_000_000,
      });
      expect(wrong.json()).toMatchObject({ fieldErrors: { amount: 'validation.invalid' } });
      const kinds = await t.database.db
        .select({ kind: leasingPrescoreDecisions.kind })
        .from(leasingPrescoreDecisions)
        .innerJoin(leasingPrescores, eq(leasingPrescores.id, leasingPrescoreDecisions.prescoreId))
        .where(eq(leasingPrescores.publicId, prescore.publicId));
      expect(kinds.map((row) => row.kind).sort()).toEqual(['RECALCULATE', 'SUBMIT']);
    });

    it('checks the answers with the question engine and the income fields against them', async () => {
      const { prescore, customer } = await openedPrescore();
      const future = addMonths(todayIso(), 2);
      const res = await submit(
        customer,
        leasingSubmit(prescore.publicId, {
          dynamicData: JSON.stringify({ ...leasingAnswers(), current_job: future }),
          salary: 700_000,
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        fieldErrors: { current_job: 'validation.past', salary: 'validation.invalid' },
      });
    });

    it('refuses a customer who has not finished the leasing onboarding', async () => {
      const prescore = await createDealerPrescore(t.app, dealerKey);
      const customer = await createLeasingCustomer(t.app, t.database.db);
      await t.database.db
        .update(customers)
        .set({ status: 'LEASING_REGISTERED' })
        .where(eq(customers.email, customer.email));
      const res = await submit(customer, leasingSubmit(prescore.publicId));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ messageKey: 'errors.leasing.statusNotAllowed' });
    });

    it('lets a customer onboarded on the credit side prescore a dealer vehicle, moving into the leasing journey', async () => {
      const prescore = await createDealerPrescore(t.app, dealerKey);
      const customer = await createLeasingCustomer(t.app, t.database.db);
      await t.database.db
        .update(customers)
        .set({ status: 'PRELIMINARY' })
        .where(eq(customers.email, customer.email));
      const res = await submit(customer, leasingSubmit(prescore.publicId));
      expect(res.statusCode).toBe(201);
      expect(await statusOf(customer)).toBe('LEASING_PRESCORE');
      // An application in progress is a different matter: that customer is refused.
      await t.database.db
        .update(customers)
        .set({ status: 'IN_FLOW' })
        .where(eq(customers.email, customer.email));
      const again = await submit(customer, leasingSubmit(prescore.publicId));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ messageKey: 'errors.leasing.statusNotAllowed' });
    });

    it('needs a linked bank account in PSD2 mode; then the bank gives the income, not the answers', async () => {
      const { prescore, customer } = await openedPrescore();
      const {
        salary: _salary,
        salary_commitment: _loans,
        committed_salary: _instalments,
        ...own
      } = leasingAnswers();
      const request = leasingSubmit(prescore.publicId, {
        type: 'PSD2',
        salary: 9_000_000,
        dynamicData: JSON.stringify({ ...own, salary: '9000000' }),
      });
      const refused = await submit(customer, request);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ messageKey: 'errors.bankSync.noSucceededSync' });

      // The leasing prescore's own sync (purpose LEASING_PRESCORE), linked at the bank.
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/sync/psd2/start',
        headers: customer.auth,
        payload: {},
      });
      expect(started.statusCode).toBe(200);
      const { id } = started.json<{ id: string }>();
      bank.set(`default-${bank.calls.startConsent.at(-1)}`, 'LINKED', 'valid');
      const linked = await t.app.inject({
        method: 'POST',
        url: `/api/sync/psd2/continue/${id}`,
        headers: customer.auth,
      });
      expect(linked.json()).toMatchObject({ status: 'SUCCEEDED', effectiveSalary: 412_000 });

      const res = await submit(customer, request);
      expect(res.statusCode).toBe(201);
      const result = res.json<LeasingPrescoreResult>();
      // 50 % of 412 000 less the 58 300 Ft of loans the bank found leaves 147 700 Ft: under the ~149 000 Ft payment.
      expect(result.figures).toMatchObject({
        netIncome: 412_000,
        existingInstalments: 58_300,
        maxInstalment: 147_700,
      });
      expect(result.isEligible).toBe(false);
      expect(result.reasons).toContain('DTI_FAILED');
      const mine = (await get(customer, MINE)).json<LeasingPrescore>();
      expect(JSON.parse(mine.dynamicData)).toMatchObject({ salary: '412000', committed_salary: '58300' });
    });
  });

  it("is in the customer's data export, and an erasure removes the answers, income and decisions", async () => {
    const { prescore, customer } = await openedPrescore();
    expect((await submit(customer, leasingSubmit(prescore.publicId))).statusCode).toBe(201);
    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/profile/data-export',
      headers: customer.auth,
    });
    expect(exported.statusCode).toBe(200);
    const json = unzipSync(new Uint8Array(exported.rawPayload))['adataim.json'];
    if (!json) throw new Error('no adataim.json in the archive');
    const data = JSON.parse(strFromU8(json));
    expect(data.leasingPrescores).toMatchObject([
      { publicId: prescore.publicId, price: 12_000_000, type: 'MANUAL', isEligible: true },
    ]);
    expect(JSON.parse(data.leasingPrescores[0].dynamicData)).toMatchObject({ salary: '650 000' });

    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/profile/erasure',
      headers: customer.auth,
      remoteAddress: '10.77.0.1',
      payload: { password: STRONG_PASSWORD },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(leasingPrescores)
      .where(eq(leasingPrescores.publicId, prescore.publicId));
    expect(row).toMatchObject({ dynamicData: '{}', request: null, result: null, price: 12_000_000 });
    const decisions = await t.database.db
      .select()
      .from(leasingPrescoreDecisions)
      .where(eq(leasingPrescoreDecisions.prescoreId, row?.id ?? ''));
    expect(decisions).toEqual([]);
  });

  it('shows a leasing product in the catalogue, but no loan-annuity example for it', async () => {
    const customer = await createLeasingCustomer(t.app, t.database.db);
    const [product] = await listLeasingProducts(t.database.db);
    if (!product) throw new Error('a leasing product is seeded');
    const data = await get(customer, `/api/administration/offer-data?ids=${product.id}`);
    expect(data.json()).toMatchObject([{ id: product.id, kind: 'LEASING' }]);
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/administration/offer/preview/${product.id}`,
    });
    expect(preview.statusCode).toBe(404);
  });

  it("opens the demo dealers' prescores on a demo database, each giving lawful offers", async () => {
    await seedDatabase(t.database.db, { demo: true });
    for (const demo of demoLeasingPrescores) {
      const customer = await createLeasingCustomer(t.app, t.database.db);
      const opened = await get(customer, BY_PUBLIC_ID(demo.publicId));
      expect(opened.statusCode).toBe(200);
      expect(opened.json<LeasingPrescore>()).toMatchObject({
        dealerId: demo.dealerId,
        vehicle: { price: demo.price },
      });
      const res = await submit(
        customer,
        leasingSubmit(demo.publicId, {
          amount: demo.price - demo.downPayment,
          downPayment: demo.downPayment,
          duration: demo.duration,
        }),
      );
      expect(res.json<LeasingPrescoreResult>().isEligible).toBe(true);
    }
    // Seeding again leaves the claimed prescores as they are.
    await seedDatabase(t.database.db, { demo: true });
    const [row] = await t.database.db
      .select()
      .from(leasingPrescores)
      .where(eq(leasingPrescores.publicId, demoLeasingPrescores[0].publicId));
    expect(row?.status).toBe('SUBMITTED');
  });

  it('documents the dealer API operation in OpenAPI with its own security scheme', async () => {
    const document = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { operationId: string; security: unknown[]; responses: object }>>;
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
    };
    const operation = document.paths['/dealer-api/v1/prescores']?.post;
    expect(operation?.operationId).toBe('createDealerPrescore');
    expect(operation?.security).toEqual([{ dealerApiKey: [] }]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '201', '400', '401']),
    );
    expect(document.components.securitySchemes.dealerApiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });
});

describe('the dealer is told of a prescore decision by signed webhook', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A demonstration start: a loopback webhook URL (the demo receiver) is allowed.
    t = await createTestApp({ config: { demoMode: true } });
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('queues the decision and the eligible offer for the dealer, never the income or answers', async () => {
    const dealerId = await createTestDealer(t.database.db);
    const key = (await issueDealerKey(t.app, t.database.db, dealerId)).key;
    const asDealer = { authorization: `Bearer ${key}` };
    const endpoint = await t.app.inject({
      method: 'PUT',
      url: '/dealer-api/v1/webhook-endpoint',
      headers: asDealer,
      payload: { url: `http://127.0.0.1/sandbox/dealer-webhooks/${dealerId}` },
    });
    expect(endpoint.statusCode, endpoint.body).toBeLessThan(300);
    const prescore = await createDealerPrescore(t.app, key, { ...exampleVehicle(), dealerReference: 'WH-1' });
    const customer = await createLeasingCustomer(t.app, t.database.db);
    await t.app.inject({ method: 'GET', url: BY_PUBLIC_ID(prescore.publicId), headers: customer.auth });
    const submitted = await t.app.inject({
      method: 'POST',
      url: SUBMIT,
      headers: customer.auth,
      payload: leasingSubmit(prescore.publicId),
    });
    const result = submitted.json<LeasingPrescoreResult>();

    const deliveries = await t.app.inject({
      method: 'GET',
      url: '/dealer-api/v1/webhook-deliveries',
      headers: asDealer,
    });
    const [delivery] = deliveries.json<WebhookDeliveryPage>().items;
    const lowest = Math.min(
      ...result.offers.flatMap((offer) =>
        offer.quote && offer.decision === 'OK' ? [offer.quote.monthlyPayment] : [],
      ),
    );
    expect(delivery).toMatchObject({
      eventType: 'leasing.prescore.submitted',
      payload: {
        type: 'leasing.prescore.submitted',
        data: {
          publicId: prescore.publicId,
          dealerReference: 'WH-1',
          status: 'SUBMITTED',
          decision: 'ELIGIBLE',
          offer: {
            amountFinanced: 9_600_000,
            termMonths: 48,
            residualValue: 4_800_000,
            monthlyPayment: lowest,
          },
        },
      },
    });
    expect(JSON.stringify(delivery?.payload)).not.toMatch(/salary|netIncome|dynamicData|date_of_birth/);
  });
});
