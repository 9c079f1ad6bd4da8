import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCodeTo } from '../testing/accounts.ts';
import { type FuzzReport, fuzzApi, type OpenApiDocument, operationsOf } from '../testing/api-fuzz.ts';
import { startTestApplication } from '../testing/application.ts';
import { createStaffMember, loginStaff } from '../testing/staff.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Every operation of the OpenAPI document, fuzzed from its own schemas with a fixed seed:
 * no answer may be a 5xx, every status must be documented and every JSON body must match
 * the schema documented for its status. `npm run bench` runs the same fuzz for longer.
 */
const REQUESTS = process.env.TEST_DB === 'postgres' ? 3_000 : 10_000;

describe('schema-driven fuzz of every route', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let report: FuzzReport;

  beforeAll(async () => {
    t = await createTestApp();
    doc = t.app.swagger() as unknown as OpenApiDocument;
    const { customer, application } = await startTestApplication(t.app, t.database.db);
    const staff = await createStaffMember(t.database.db);
    let logins = 0;
    report = await fuzzApi(t.app, doc, {
      seed: 20261124,
      requests: REQUESTS,
      knownValues: { id: application.id, applicationId: application.id, lang: 'hu', identifier: 'CREDIT' },
      authorization: async (kind) => {
        logins += 1;
        const ip = `10.66.${Math.floor(logins / 200)}.${logins % 200}`;
        if (kind === 'staff') return (await loginStaff(t.app, staff, ip)).auth.authorization;
        const login = await t.app.inject({
          method: 'POST',
          url: '/api/bulwark/customer/auth/login',
          remoteAddress: ip,
          payload: { channel: 'EMAIL', email: customer.email, password: customer.password },
        });
        let token = login.headers['x-auth-token'];
        const challenge = login.json<{ secondFactorResponse?: { tokenId: string } }>().secondFactorResponse;
        if (typeof token !== 'string' && challenge) {
          // The fuzz may have switched the second factor on: answer it as the customer would.
          const code = await lastCodeTo(t.database.db, customer.email);
          const completed = await t.app.inject({
            method: 'POST',
            url: '/api/bulwark/customer/auth/complete-login',
            remoteAddress: ip,
            payload: { tokenId: challenge.tokenId, code },
          });
          token = completed.headers['x-auth-token'];
        }
        if (typeof token !== 'string') throw new Error(`login failed: ${login.statusCode} ${login.body}`);
        return `Bearer ${token}`;
      },
    });
  }, 600_000);

  afterAll(async () => {
    await t?.app.close();
  });

  it('covers every operation', () => {
    expect(report.operations).toBe(operationsOf(doc).length);
    expect(report.requests).toBeGreaterThanOrEqual(REQUESTS * 0.95);
  });

  it('answers no 5xx, only documented statuses and bodies that match their schema', () => {
    const kinds = new Map<string, { count: number; example: string }>();
    for (const f of report.failures) {
      const kind = `${f.operation} -> ${f.statusCode}: ${f.problem.slice(0, 120)}`;
      const seen = kinds.get(kind) ?? {
        count: 0,
        example: `${f.request.method} ${f.request.url} ${f.request.payload ?? ''}\n      ${f.body}`,
      };
      seen.count += 1;
      kinds.set(kind, seen);
    }
    const summary = [...kinds]
      .map(([kind, { count, example }]) => `${count} x ${kind}\n      ${example}`)
      .join('\n');
    expect(report.failures.length, `${report.failures.length} failures:\n${summary}`).toBe(0);
  });

  it('reaches the handlers, not only the validation', () => {
    const ok = Object.entries(report.statusCounts)
      .filter(([status]) => Number(status) < 300)
      .reduce((sum, [, n]) => sum + n, 0);
    expect(ok).toBeGreaterThan(report.requests * 0.05);
  });
});
