import type { ReviewItem, StaffRole } from '@hitelkapu/domain';
import { allEndpoints } from '@hitelkapu/domain/contracts/endpoints/index';
import { staffRoles } from '@hitelkapu/domain/contracts/staff-roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loanApplications,
  outbox,
  regulatoryFigures,
  staffApprovals,
  staffAuditLog,
  staffReviews,
} from '../../db/schema/index.ts';
import { createApplicationUnderReview, createStaffMember, loginStaff } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { FOUR_EYES_FIGURE } from './reviews.repository.ts';

type Auth = { authorization: string };

const approval = {
  decision: 'MANUALLY_APPROVED',
  reasonCode: 'INCOME_VERIFIED',
  note: 'A munkáltatói igazolás szerint a jövedelem rendszeres.',
} as const;

/** Every staff call of the contracts, with its path's parameters filled with fresh ids. */
const staffCalls = allEndpoints
  .filter((endpoint) => endpoint.access === 'staff')
  .map((endpoint) => ({
    endpoint,
    url: endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
      name === 'lang' ? 'hu' : name === 'effectiveFrom' ? '2099-01-01' : crypto.randomUUID(),
    ),
  }));

describe('staff roles, four eyes and the audit log', () => {
  let t: TestApp;
  const sessions = new Map<StaffRole, Auth>();
  let address = 0;
  const ip = () => `10.8.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of staffRoles)
      sessions.set(
        role,
        (await loginStaff(t.app, await createStaffMember(t.database.db, { roles: [role] }), ip())).auth,
      );
  });
  afterAll(async () => {
    await t.app.close();
  });

  const inject = (method: string, url: string, auth: Auth, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: auth,
      remoteAddress: ip(),
      ...(payload ? { payload } : {}),
    });
  const decide = (id: string, auth: Auth) =>
    inject('POST', `/api/staff/reviews/${id}/decision`, auth, approval);
  const second = (id: string, auth: Auth, confirm = true) =>
    inject('POST', `/api/staff/reviews/${id}/second-approval`, auth, {
      confirm,
      note: confirm ? 'Átnéztem, egyetértek.' : 'A jövedelemigazolás régi, kérjünk frisset.',
    });
  const auditOf = (subjectId: string) =>
    t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, subjectId));
  const resultEmails = (recipient: string) =>
    t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, recipient), eq(outbox.template, 'application-result')));
  // Written straight to the table, so the cache is dropped as the figures editor drops it.
  const setLimit = async (value: number) => {
    await t.database.db
      .update(regulatoryFigures)
      .set({ value })
      .where(eq(regulatoryFigures.identifier, FOUR_EYES_FIGURE));
    t.app.configCache.invalidate('all');
  };

  it('every staff call names its roles, and each other role is refused it with 403 before anything else [ASVS V8.2.1]', async () => {
    expect(staffCalls.length).toBeGreaterThan(15);
    for (const { endpoint, url } of staffCalls) {
      expect(endpoint.roles?.length, endpoint.operationId).toBeGreaterThan(0);
      // Open to every role (nothing to refuse), and it would end the sessions the sweep uses.
      if (endpoint.operationId === 'staffLogout') {
        expect(endpoint.roles).toEqual(staffRoles);
        continue;
      }
      for (const role of staffRoles) {
        const res = await inject(endpoint.method, url, sessions.get(role) as Auth, {});
        const allowed = endpoint.roles?.includes(role) ?? false;
        if (allowed) expect(res.statusCode, `${endpoint.operationId} as ${role}`).not.toBe(403);
        else {
          expect(res.statusCode, `${endpoint.operationId} as ${role}`).toBe(403);
          expect(res.json().messageKey).toBe('errors.staff.forbidden');
        }
      }
    }
  });

  it('the queue, case and document reads are logged with who and from where [ASVS V16.2.1]', async () => {
    const { application } = await createApplicationUnderReview(t.app, t.database.db);
    const reviewer = sessions.get('REVIEWER') as Auth;
    expect((await inject('GET', `/api/staff/reviews/${application.id}/case`, reviewer)).statusCode).toBe(200);
    const rows = await auditOf(application.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'CASE_READ',
      subjectKind: 'APPLICATION',
      before: null,
      after: null,
    });
    expect(rows[0]?.staffId).toEqual(expect.any(String));
    expect(rows[0]?.ip).toMatch(/^10\.8\./);
  });

  it('an approval under the limit concludes at once and leaves one audit row with before and after', async () => {
    await setLimit(10_000_000);
    const { application, customer } = await createApplicationUnderReview(t.app, t.database.db);
    const res = await decide(application.id, sessions.get('REVIEWER') as Auth);
    expect(res.json()).toMatchObject({ position: 'RESULT', awaitingSecondApproval: false });
    const rows = (await auditOf(application.id)).filter((row) => row.action !== 'CASE_READ');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'APPLICATION_DECIDED',
      before: { position: 'UNDER_REVIEW', statusResult: null },
      after: { position: 'RESULT', statusResult: 'MANUALLY_APPROVED', decision: 'MANUALLY_APPROVED' },
    });
    expect(await resultEmails(customer.email)).toHaveLength(1);
  });

  it('four eyes: above the limit the first approval waits; the first approver cannot be the second; 20 concurrent second approvals make one decision', async () => {
    await setLimit(100_000);
    const { application, customer } = await createApplicationUnderReview(t.app, t.database.db);
    const id = application.id;
    // A reviewer who is also a senior reviewer approves first.
    const both = await createStaffMember(t.database.db, { roles: ['REVIEWER', 'SENIOR_REVIEWER'] });
    const first = await loginStaff(t.app, both, ip());

    const requested = await decide(id, first.auth);
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json()).toMatchObject({ position: 'UNDER_REVIEW', awaitingSecondApproval: true });
    expect(await resultEmails(customer.email)).toHaveLength(0);
    const [queued] = (
      await inject('GET', '/api/staff/reviews', sessions.get('REVIEWER') as Auth).then((r) =>
        r.json<{ items: ReviewItem[] }>(),
      )
    ).items.filter((item) => item.applicationId === id);
    expect(queued?.needsSecondApproval).toBe(true);
    expect(queued?.pendingApproval).toMatchObject({
      requestedById: first.staff.id,
      reasonCode: 'INCOME_VERIFIED',
    });

    // While it waits no other decision is taken, and a plain reviewer cannot confirm.
    expect((await decide(id, sessions.get('REVIEWER') as Auth)).statusCode).toBe(409);
    expect((await second(id, sessions.get('REVIEWER') as Auth)).statusCode).toBe(403);
    const own = await second(id, first.auth);
    expect(own.statusCode).toBe(403);
    expect(own.json().messageKey).toBe('errors.reviews.sameApprover');

    // Twenty senior reviewers confirm at once: one decision.
    const seniors = [];
    for (let index = 0; index < 20; index += 1)
      seniors.push(
        await loginStaff(t.app, await createStaffMember(t.database.db, { roles: ['SENIOR_REVIEWER'] }), ip()),
      );
    const answers = await Promise.all(seniors.map((senior) => second(id, senior.auth)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    const winner = seniors[answers.findIndex((answer) => answer.statusCode === 200)];

    const [row] = await t.database.db.select().from(loanApplications).where(eq(loanApplications.id, id));
    expect(row).toMatchObject({ position: 'RESULT', statusResult: 'MANUALLY_APPROVED' });
    const reviews = await t.database.db.select().from(staffReviews).where(eq(staffReviews.applicationId, id));
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({ staffId: first.staff.id, secondStaffId: winner?.staff.id });
    expect(await resultEmails(customer.email)).toHaveLength(1);
    const approvals = await t.database.db
      .select()
      .from(staffApprovals)
      .where(eq(staffApprovals.applicationId, id));
    expect(approvals.map((approval) => approval.status)).toEqual(['CONFIRMED']);
    const audit = (await auditOf(id)).filter((entry) => !entry.action.endsWith('_READ'));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['APPROVAL_CONFIRMED', 'APPROVAL_REQUESTED']);
    const confirmed = audit.find((entry) => entry.action === 'APPROVAL_CONFIRMED');
    expect(confirmed?.staffId).toBe(winner?.staff.id);
    expect(confirmed?.before).toMatchObject({ position: 'UNDER_REVIEW' });
    expect(confirmed?.after).toMatchObject({ position: 'RESULT', statusResult: 'MANUALLY_APPROVED' });
  });

  it('a senior reviewer sends an approval back: the case waits for a new decision, the customer hears nothing', async () => {
    await setLimit(100_000);
    const { application, customer } = await createApplicationUnderReview(t.app, t.database.db);
    const id = application.id;
    await decide(id, sessions.get('REVIEWER') as Auth);
    const back = await second(id, sessions.get('SENIOR_REVIEWER') as Auth, false);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ position: 'UNDER_REVIEW' });
    expect(await resultEmails(customer.email)).toHaveLength(0);
    expect((await second(id, sessions.get('SENIOR_REVIEWER') as Auth)).statusCode).toBe(409);
    // A rejection takes one person, whatever the amount.
    const rejected = await inject(
      'POST',
      `/api/staff/reviews/${id}/decision`,
      sessions.get('REVIEWER') as Auth,
      {
        decision: 'MANUALLY_REJECTED',
        reasonCode: 'INCOME_NOT_VERIFIED',
        note: 'A frissebb igazolás sem mutat rendszeres jövedelmet.',
      },
    );
    expect(rejected.json()).toMatchObject({ position: 'RESULT', statusResult: 'MANUALLY_REJECTED' });
    const actions = (await auditOf(id)).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'APPROVAL_SENT_BACK')).toHaveLength(1);
    expect(actions.filter((action) => action === 'APPLICATION_DECIDED')).toHaveLength(1);
  });
});
