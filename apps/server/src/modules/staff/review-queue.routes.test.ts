import type { FinishResponse, ReviewQueue, ReviewQueueItem } from '@hitelkapu/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, decisionReviewRequests, loanApplications } from '../../db/schema/index.ts';
import { fillTestApplication, startTestApplication } from '../../testing/application.ts';
import {
  createApplicationUnderReview,
  createApplicationWithContractError,
  createStaffMember,
  loginStaff,
} from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createDecisionReviewsService } from '../decision-reviews/decision-reviews.service.ts';
import { createReviewsService } from './reviews.service.ts';

type Auth = { authorization: string };

/**
 * The review queue (issue 18, points 2 and 8): referred applications, reported contract errors
 * and customers' requests for a person's review of an automated decision in one list, with
 * filters checked at the edge and each case's age in working days against the lender's limit
 * (review_sla_working_days, seeded as 2).
 */
describe('the staff review queue', () => {
  let t: TestApp;
  let reviewer: Auth;
  let reviewerId: string;
  let referredId: string;
  let contractErrorId: string;
  let requestId: string;

  const queue = async (search = '', auth: Auth = reviewer) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/staff/reviews${search}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ReviewQueue>();
  };
  const idOf = (item: ReviewQueueItem) => (item.kind === 'DECISION_REVIEW' ? item.id : item.applicationId);
  const ours = (list: ReviewQueue) =>
    list.items.map(idOf).filter((id) => [referredId, contractErrorId, requestId].includes(id));
  /** Sets since when an application has waited: its move into the review position. */
  const applicationArrived = (id: string, at: string) =>
    t.database.db
      .update(applicationEvents)
      .set({ createdAt: new Date(at) })
      .where(and(eq(applicationEvents.applicationId, id), eq(applicationEvents.toPosition, 'UNDER_REVIEW')));
  const contractErrorArrived = (id: string, at: string) =>
    t.database.db
      .update(applicationEvents)
      .set({ createdAt: new Date(at) })
      .where(
        and(
          eq(applicationEvents.applicationId, id),
          eq(applicationEvents.toPosition, 'OFFLINE_UNDER_REVIEW'),
        ),
      );
  const requestMade = (id: string, at: string) =>
    t.database.db
      .update(decisionReviewRequests)
      .set({ createdAt: new Date(at) })
      .where(eq(decisionReviewRequests.id, id));

  beforeAll(async () => {
    t = await createTestApp();
    const login = await loginStaff(t.app, await createStaffMember(t.database.db, { name: 'Kovács Éva' }));
    reviewer = login.auth;
    reviewerId = login.staff.id;
    referredId = (await createApplicationUnderReview(t.app, t.database.db)).application.id;
    contractErrorId = (await createApplicationWithContractError(t.app, t.database.db)).application.id;
    // An application the engine refused (the declared instalments leave no room), contested.
    const started = await startTestApplication(t.app, t.database.db);
    const filled = await fillTestApplication(t.app, started.customer.auth, started.application, {
      has_loans: 'true',
      loan_instalments: '300 000',
    });
    const finished = await t.app.inject({
      method: 'POST',
      url: `/api/credit/loan-application/${filled.id}/finish`,
      headers: { ...started.customer.auth, 'idempotency-key': crypto.randomUUID() },
    });
    expect(finished.json<FinishResponse>().scoring.decision).toBe('REJECT');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/credit/decision-review',
      headers: started.customer.auth,
      payload: {
        subject: { kind: 'LOAN_APPLICATION', id: filled.id },
        customerView: 'A meglévő hitelemet a múlt hónapban végtörlesztettem.',
      },
    });
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    requestId = asked.json<{ id: string }>().id;
    // Distinct amounts, for the amount filter.
    await t.database.db
      .update(loanApplications)
      .set({ amount: 3_000_000 })
      .where(eq(loanApplications.id, referredId));
    await t.database.db
      .update(loanApplications)
      .set({ amount: 500_000 })
      .where(eq(loanApplications.id, contractErrorId));
    await t.database.db
      .update(loanApplications)
      .set({ amount: 1_200_000 })
      .where(eq(loanApplications.id, filled.id));
    // Three application journeys: slow on a shared machine.
  }, 240_000);
  afterAll(async () => {
    await t.app.close();
  });

  it('holds every kind: a referred application, a reported contract error and a decision review request with what the customer wrote', async () => {
    const list = await queue();
    expect(ours(list)).toHaveLength(3);
    const byId = new Map(list.items.map((item) => [idOf(item), item]));
    expect(byId.get(referredId)).toMatchObject({ kind: 'REFERRED', state: 'NEW', position: 'UNDER_REVIEW' });
    expect(byId.get(contractErrorId)).toMatchObject({
      kind: 'CONTRACT_ERROR',
      state: 'NEW',
      position: 'OFFLINE_UNDER_REVIEW',
      errorReport: expect.stringContaining('Székesfehérvár'),
    });
    expect(byId.get(requestId)).toMatchObject({
      kind: 'DECISION_REVIEW',
      state: 'NEW',
      status: 'RECEIVED',
      customerView: 'A meglévő hitelemet a múlt hónapban végtörlesztettem.',
      contested: { decision: 'REJECT' },
      amount: 1_200_000,
    });
    expect(list.total).toBe(list.items.length);
    expect(list.slaWorkingDays).toBe(2);
    expect(list.products.length).toBeGreaterThan(0);
    // Waiting since today: no working day has begun, nothing is late.
    expect(byId.get(requestId)?.sla).toMatchObject({ workingDays: 0, isOverdue: false });
  });

  it('filters by kind and by state; a decision review is always new', async () => {
    expect(ours(await queue('?kind=REFERRED'))).toEqual([referredId]);
    expect(ours(await queue('?kind=CONTRACT_ERROR'))).toEqual([contractErrorId]);
    const requests = await queue('?kind=DECISION_REVIEW');
    expect(requests.items.every((item) => item.kind === 'DECISION_REVIEW')).toBe(true);
    expect(ours(requests)).toEqual([requestId]);
    expect(ours(await queue('?state=NEW')).sort()).toEqual([referredId, contractErrorId, requestId].sort());
    for (const state of ['RETURNED_BY_CUSTOMER', 'WAITING_FOR_CUSTOMER', 'AWAITING_SECOND_APPROVAL']) {
      const list = await queue(`?state=${state}`);
      expect(ours(list), state).toEqual([]);
      expect(list.total, state).toBe(0);
    }
    expect(ours(await queue('?kind=DECISION_REVIEW&state=WAITING_FOR_CUSTOMER'))).toEqual([]);
  });

  it('filters by product and by amount, both ends included, and counts what matches', async () => {
    const [row] = await t.database.db
      .select({ offerId: loanApplications.offerId })
      .from(loanApplications)
      .where(eq(loanApplications.id, referredId));
    const own = await queue(`?productId=${row?.offerId}&kind=REFERRED`);
    expect(ours(own)).toEqual([referredId]);
    expect(own.total).toBe(own.items.length);
    const unknownProduct = await queue('?productId=999999');
    expect(unknownProduct.items).toEqual([]);
    expect(unknownProduct.total).toBe(0);

    expect(ours(await queue('?amountMin=1200000&amountMax=1200000'))).toEqual([requestId]);
    expect(ours(await queue('?amountMin=1000000')).sort()).toEqual([referredId, requestId].sort());
    const small = await queue('?amountMax=600000');
    expect(ours(small)).toEqual([contractErrorId]);
    expect(small.total).toBe(small.items.length);
  });

  it('"overdue only" keeps the cases past the limit of working days', async () => {
    // A month ago: long past two working days.
    await applicationArrived(referredId, new Date(Date.now() - 30 * 86_400_000).toISOString());
    const overdue = await queue('?overdue=true');
    expect(ours(overdue)).toEqual([referredId]);
    const item = overdue.items.find((i) => idOf(i) === referredId);
    expect(item?.sla.isOverdue).toBe(true);
    expect(item?.sla.workingDays).toBeGreaterThan(2);
    expect(ours(await queue('?overdue=false')).sort()).toEqual(
      [referredId, contractErrorId, requestId].sort(),
    );
  });

  it('counts working days against a fixed clock: weekends and public holidays do not count, one day over is late', async () => {
    const reviews = createReviewsService({
      db: t.database.db,
      publicUrl: 'http://localhost',
      decisionReviews: createDecisionReviewsService({
        db: t.database.db,
        limiter: { hit: async () => ({ allowed: true }) } as never,
        config: { publicUrl: 'http://localhost' },
      }),
    });
    const actor = { staffId: reviewerId, ip: '127.0.0.1' };
    // Friday and Monday 10:00 in Budapest; the clock reads Wednesday 9 December 2026, 10:00.
    await applicationArrived(referredId, '2026-12-04T09:00:00.000Z');
    await contractErrorArrived(contractErrorId, '2026-12-07T09:00:00.000Z');
    await requestMade(requestId, '2026-12-23T09:00:00.000Z');
    const wednesday = new Date('2026-12-09T09:00:00.000Z');
    const list = await reviews.list(actor, {}, wednesday);
    const byId = new Map(list.items.map((item) => [idOf(item), item]));
    // Monday, Tuesday, Wednesday: three working days, one over the two allowed.
    expect(byId.get(referredId)?.sla).toEqual({
      waitingSince: '2026-12-04T09:00:00.000Z',
      workingDays: 3,
      dueDay: '2026-12-08',
      isOverdue: true,
    });
    // Tuesday and Wednesday: its last day, not yet late.
    expect(byId.get(contractErrorId)?.sla).toMatchObject({
      workingDays: 2,
      dueDay: '2026-12-09',
      isOverdue: false,
    });
    const overdueOnly = await reviews.list(actor, { overdue: 'true' }, wednesday);
    expect(ours(overdueOnly)).toEqual([referredId]);
    // Oldest first.
    expect(ours(list).indexOf(referredId)).toBeLessThan(ours(list).indexOf(contractErrorId));

    // Asked on 23 December: the 24th, 25th and 26th are public holidays, the 27th a Sunday;
    // on Tuesday the 29th two working days have begun (28th, 29th), six calendar days on.
    const afterChristmas = await reviews.list(
      actor,
      { kind: 'DECISION_REVIEW' },
      new Date('2026-12-29T09:00:00.000Z'),
    );
    expect(afterChristmas.items.find((item) => idOf(item) === requestId)?.sla).toEqual({
      waitingSince: '2026-12-23T09:00:00.000Z',
      workingDays: 2,
      dueDay: '2026-12-29',
      isOverdue: false,
    });
    const nextDay = await reviews.list(actor, { overdue: 'true' }, new Date('2026-12-30T09:00:00.000Z'));
    expect(ours(nextDay)).toContain(requestId);
  });

  it('refuses bad filters with 400 and the field at fault, never 500 [ASVS V2.2.1]', async () => {
    const cases: [string, string][] = [
      ['?kind=URGENT', 'kind'],
      ['?state=DONE', 'state'],
      ['?productId=abc', 'productId'],
      ['?productId=0', 'productId'],
      ['?amountMin=-5', 'amountMin'],
      ['?amountMax=1.5', 'amountMax'],
      ['?amountMin=2000000&amountMax=1000000', 'amountMax'],
      ['?overdue=maybe', 'overdue'],
    ];
    for (const [search, field] of cases) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/staff/reviews${search}`,
        headers: reviewer,
      });
      expect(res.statusCode, search).toBe(400);
      const body = res.json<{ code: string; fieldErrors?: Record<string, string> }>();
      expect(body.code, search).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.fieldErrors ?? {}), search).toContain(field);
    }
  });

  it('is for reviewers: a configurator gets 403, no staff token 401', async () => {
    const configurator = await loginStaff(
      t.app,
      await createStaffMember(t.database.db, { roles: ['CONFIGURATOR'] }),
    );
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/staff/reviews',
      headers: configurator.auth,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageKey).toBe('errors.staff.forbidden');
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/reviews' })).statusCode).toBe(401);
    const senior = await loginStaff(
      t.app,
      await createStaffMember(t.database.db, { roles: ['SENIOR_REVIEWER'] }),
    );
    expect(ours(await queue('?kind=DECISION_REVIEW', senior.auth))).toEqual([requestId]);
  });
});
