import { randomUUID } from 'node:crypto';
import {
  type FinishResponse,
  type LoanApplication,
  type OfferPreview,
  type PreliminaryAssessment,
  quoteOffer,
} from '@hitelkapu/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { baseRates, loanProducts, preliminaryAssessments, scoringDecisions } from '../../db/schema/index.ts';
import { fillTestApplication } from '../../testing/application.ts';
import { assessmentRequest, createOnboardedCustomer } from '../../testing/credit.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createRegulatoryFiguresService, type FigureEditor } from './regulatory-figures.service.ts';

/**
 * The THM cap of the day the server answers on (Fhtv. 17/A. §), with the clock moved: the
 * caps of a half-year come from the base rate in force on its reference day (1 December
 * before it, or 1 June), a rate entered ahead of time takes over by itself in the running
 * server, and every decision records the base-rate row and reference day of its cap.
 * Seeded base rates: 6.25 % from 2026-02-25, so the caps of July-December 2026 are 30.25 %.
 */

const mnb = 'Magyar Nemzeti Bank, jegybanki alapkamat (a Monetáris Tanács döntése)';
const staff: FigureEditor = { actor: 'STAFF', staffId: randomUUID() };

/** Budapest is UTC+1 in winter: 23:00 UTC on 31 December is midnight of 1 January. */
const at = (instant: string) => vi.setSystemTime(new Date(instant));

describe('the THM cap of the day', () => {
  let t: TestApp;
  let dearId = 0;
  let customers = 0;

  beforeAll(async () => {
    t = await createTestApp();
    // A personal loan whose true THM lies just above 29.9 %: shown as 29.9 %, lawful under
    // the 30.25 % cap of late 2026, over a 29.9 % cap.
    const [product1] = await t.database.db.select().from(loanProducts).where(eq(loanProducts.id, 1));
    if (!product1) throw new Error('the seed ships product 1');
    const { id: _id, ...template } = product1;
    const terms = (rate: number) => ({
      ...template,
      rateBands: [
        {
          minAmount: template.minAmount,
          maxAmount: template.maxAmount,
          minMonths: 12,
          maxMonths: 84,
          annualRatePercent: rate,
        },
      ],
      disbursementFeePercent: 0,
      disbursementFeeMax: 0,
      monthlyFee: 0,
    });
    const figures = await createRegulatoryFiguresService(t.database.db).figuresOn('2026-11-25');
    const rate = Array.from({ length: 300 }, (_, i) => 25 + i / 100).find((r) => {
      const thm = quoteOffer(terms(r), 2_000_000, 48, figures)?.thmExact ?? 0;
      return thm > 29.905 && thm < 29.95;
    });
    if (rate === undefined) throw new Error('no rate gives a THM just above 29.9 %');
    const [dear] = await t.database.db
      .insert(loanProducts)
      .values({
        ...terms(rate),
        identifier: 'szemelyi-kolcson-draga',
        name: 'Drága Személyi Kölcsön',
        representativeAmount: 2_000_000,
        representativeMonths: 48,
        sortOrder: 99,
      })
      .returning({ id: loanProducts.id });
    dearId = dear?.id ?? 0;
    t.app.configCache.invalidate('all');
    vi.useFakeTimers({ toFake: ['Date'] });
  });

  afterEach(async () => {
    // Each test enters its own base rates.
    await t.database.db.delete(baseRates).where(eq(baseRates.source, 'staff'));
    t.app.configCache.invalidate('all');
  });

  afterAll(async () => {
    vi.useRealTimers();
    await t.app.close();
  });

  // The staff editor's service on the app's cache: the running server sees the row at once.
  const enterBaseRate = (effectiveFrom: string, ratePercent: number) =>
    createRegulatoryFiguresService(t.database.db, t.app.configCache).setBaseRate(staff, {
      effectiveFrom,
      ratePercent,
      legalSource: mnb,
    });

  const preview = (id: number) =>
    t.app.inject({ method: 'GET', url: `/api/administration/offer/preview/${id}` });
  const capOfPreview = async (id = 1) =>
    (await preview(id)).json<OfferPreview>().representativeExample.thmCap;

  async function customer() {
    customers += 1;
    return createOnboardedCustomer(t.app, t.database.db, { ip: `10.77.0.${customers}` });
  }

  async function assess(auth: { authorization: string }) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/credit/preliminary-assessment',
      headers: auth,
      payload: assessmentRequest(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const assessment = res.json<PreliminaryAssessment>();
    const [stored] = await t.database.db
      .select({ figures: preliminaryAssessments.regulatoryFigures })
      .from(preliminaryAssessments)
      .where(eq(preliminaryAssessments.id, assessment.id));
    return { assessment, stored: stored?.figures };
  }

  const offerOf = (assessment: PreliminaryAssessment, id: number) =>
    assessment.offers.find((o) => o.offerId === id);

  it('a base rate entered ahead of time takes over by itself at midnight in Budapest on the first day of its half-year, in the running server', async () => {
    at('2026-11-25T10:00:00Z');
    await enterBaseRate('2026-12-01', 5.9);

    // 00:30 on 1 December in Budapest: the rate of 1 December sets next year's caps, not December's.
    at('2026-11-30T23:30:00Z');
    expect(await capOfPreview()).toBe(30.25);
    expect((await preview(dearId)).statusCode).toBe(200);

    at('2026-12-31T22:59:59Z');
    expect(await capOfPreview()).toBe(30.25);

    at('2026-12-31T23:00:00Z');
    expect(await capOfPreview()).toBe(29.9);
    // Shown as 29.9 %, truly above a 29.9 % cap: the unrounded THM decides.
    expect((await preview(dearId)).statusCode).toBe(404);
  });

  it('a staff correction of the base rate in force is seen by the next request, with no restart and no wait', async () => {
    at('2026-11-25T10:00:00Z');
    expect(await capOfPreview()).toBe(30.25);
    // A rate from 1 May 2026 entered late: it was in force on 1 June, the reference day of late 2026.
    await enterBaseRate('2026-05-01', 7);
    expect(await capOfPreview()).toBe(31);
  });

  it('a base-rate row effective 2026-12-01 sets the caps from 2027-01-01: an assessment on 2026-11-30 or 2026-12-01 keeps the half-year cap, and each records its base-rate row and reference day', async () => {
    at('2026-11-25T10:00:00Z');
    await enterBaseRate('2026-12-01', 5.9);
    const secondHalf2026 = {
      periodStart: '2026-07-01',
      referenceDate: '2026-06-01',
      baseRateEffectiveFrom: '2026-02-25',
      baseRatePercent: 6.25,
    };

    for (const instant of ['2026-11-30T11:00:00Z', '2026-12-01T11:00:00Z']) {
      at(instant);
      const { assessment, stored } = await assess((await customer()).auth);
      expect(offerOf(assessment, 1)?.quote?.thmCap, instant).toBe(30.25);
      expect(offerOf(assessment, dearId)?.decision, instant).toBe('OK');
      expect(stored?.thmCapBasis, instant).toEqual(secondHalf2026);
    }

    at('2027-01-01T11:00:00Z');
    const { assessment, stored } = await assess((await customer()).auth);
    expect(offerOf(assessment, 1)?.quote?.thmCap).toBe(29.9);
    expect(offerOf(assessment, dearId)).toMatchObject({ decision: 'THM_CAP_EXCEEDED', quote: null });
    expect(stored).toMatchObject({
      baseRatePercent: 5.9,
      thmCapMarginPoints: 24,
      thmCapBasis: {
        periodStart: '2027-01-01',
        referenceDate: '2026-12-01',
        baseRateEffectiveFrom: '2026-12-01',
        baseRatePercent: 5.9,
      },
    });
  });

  it('a base-rate row effective 2026-09-15 changes no cap of 2026, and the caps from 2027-01-01', async () => {
    at('2026-09-10T10:00:00Z');
    await enterBaseRate('2026-09-15', 7);
    for (const instant of [
      '2026-09-15T10:00:00Z',
      '2026-11-30T10:00:00Z',
      '2026-12-01T10:00:00Z',
      '2026-12-31T22:00:00Z',
    ]) {
      at(instant);
      expect(await capOfPreview(), instant).toBe(30.25);
    }
    at('2027-01-01T10:00:00Z');
    expect(await capOfPreview()).toBe(31);
  });

  it('point-of-sale credit is capped at the base rate + 39 points of the same reference day', async () => {
    at('2026-11-25T10:00:00Z');
    await enterBaseRate('2026-12-01', 5.9);
    at('2027-01-01T10:00:00Z');
    const figures = await createRegulatoryFiguresService(t.database.db).figuresOn('2027-01-01');
    const [product] = await t.database.db.select().from(loanProducts).where(eq(loanProducts.id, 1));
    const quote = product && quoteOffer({ ...product, kind: 'POINT_OF_SALE' }, 1_000_000, 24, figures);
    expect(quote?.thmCap).toBe(44.9);
  });

  it('an offer assessed under yesterday’s cap is not offered once its unrounded THM is above the cap of the day, neither shown nor taken', async () => {
    at('2026-11-25T10:00:00Z');
    await enterBaseRate('2026-12-01', 5.9);
    at('2026-12-31T22:55:00Z');
    const applicant = await customer();
    const { assessment } = await assess(applicant.auth);
    expect(offerOf(assessment, dearId)).toMatchObject({
      decision: 'OK',
      quote: { thm: 29.9, thmCap: 30.25 },
    });

    at('2026-12-31T23:03:00Z');
    const latest = await t.app.inject({
      method: 'GET',
      url: '/api/credit/my-preliminary-assessment',
      headers: applicant.auth,
    });
    expect(latest.statusCode).toBe(200);
    const shown = latest.json<PreliminaryAssessment>();
    expect(offerOf(shown, dearId)).toMatchObject({ decision: 'THM_CAP_EXCEEDED', quote: null, dtiAmount: 0 });
    expect(offerOf(shown, 1)).toMatchObject({ decision: 'OK', quote: { thmCap: 29.9 } });

    const take = (offerId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/credit/loan-application',
        headers: applicant.auth,
        payload: { offerId },
      });
    expect((await take(dearId)).statusCode).toBe(409);
    const taken = await take(1);
    expect(taken.statusCode).toBe(201);
    expect(taken.json<LoanApplication>().quote.thmCap).toBe(29.9);
  });

  it('scoring on the first day of a half-year judges the THM by that day’s cap and records the base-rate row and reference day it came from', async () => {
    at('2026-11-25T10:00:00Z');
    await enterBaseRate('2026-12-01', 5.9);
    at('2026-12-31T22:52:00Z');
    const applicant = await customer();
    await assess(applicant.auth);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/credit/loan-application',
      headers: applicant.auth,
      payload: { offerId: dearId },
    });
    expect(created.statusCode, created.body).toBe(201);
    const application = await fillTestApplication(t.app, applicant.auth, created.json<LoanApplication>());
    expect(application.currentPosition).toBe('OVERVIEW');

    at('2026-12-31T23:02:00Z');
    const finished = await t.app.inject({
      method: 'POST',
      url: `/api/credit/loan-application/${application.id}/finish`,
      headers: { ...applicant.auth, 'idempotency-key': randomUUID() },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json<FinishResponse>().scoring).toMatchObject({
      decision: 'REJECT',
      reasons: ['THM_CAP_EXCEEDED'],
    });
    const [decision] = await t.database.db
      .select()
      .from(scoringDecisions)
      .where(eq(scoringDecisions.applicationId, application.id));
    expect(decision?.figures.regulatory.thmCapBasis).toEqual({
      periodStart: '2027-01-01',
      referenceDate: '2026-12-01',
      baseRateEffectiveFrom: '2026-12-01',
      baseRatePercent: 5.9,
    });
    expect(decision?.facts.today).toBe('2027-01-01');
  });
});
