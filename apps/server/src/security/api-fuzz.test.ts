import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, type FuzzRun, fuzzFreshApp, operationsOf } from '../testing/api-fuzz.ts';

/**
 * Every operation of the OpenAPI document, fuzzed from its own schemas with a fixed seed:
 * no answer may be a 5xx, every status must be documented and every JSON body must match
 * the schema documented for its status. Customers, staff, shops and dealers each call with a
 * key or token of their own, so the staff, merchant, dealer and bank-sync handlers are reached,
 * not only their guards. `npm run bench` runs the same fuzz for longer.
 */
const REQUESTS = process.env.TEST_DB === 'postgres' ? 3_000 : 10_000;

describe('schema-driven fuzz of every route', () => {
  let run: FuzzRun;

  beforeAll(async () => {
    run = await fuzzFreshApp({ seed: 20261124, requests: REQUESTS });
  }, 600_000);

  afterAll(async () => {
    await run?.close();
  });

  it('[ASVS V2.2.1 V4.1.1] covers every operation', () => {
    expect(run.report.operations).toBe(operationsOf(run.doc).length);
    expect(run.report.requests).toBeGreaterThanOrEqual(REQUESTS * 0.95);
  });

  it('[ASVS V2.2.1 V16.5.1 V16.5.3] answers no 5xx, only documented statuses and bodies that match their schema (errors in the one error shape)', () => {
    const kinds = new Map<string, { count: number; example: string }>();
    for (const f of run.report.failures) {
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
    expect(run.report.failures.length, `${run.report.failures.length} failures:\n${summary}`).toBe(0);
  });

  it('[ASVS V16.2.5] writes no personal data to any log line, at any level', () => {
    expect(run.logLines.length).toBeGreaterThan(REQUESTS);
    const log = run.logLines.join('');
    for (const value of run.personalData) expect(log, value).not.toContain(value);
  });

  it('[ASVS V2.2.1] reaches the handlers, not only the validation', () => {
    const ok = Object.entries(run.report.statusCounts)
      .filter(([status]) => Number(status) < 300)
      .reduce((sum, [, n]) => sum + n, 0);
    expect(ok).toBeGreaterThan(run.report.requests * 0.05);
  });

  it('[ASVS V2.2.1 V8.2.1 V16.5.1] reaches every staff, merchant, dealer, purchase and bank-sync operation past its guard', () => {
    const areas = operationsOf(run.doc).filter(
      ({ path, op }) =>
        ['staff', 'merchant', 'dealer'].includes(callerOf(op) ?? '') || /psd2|\/purchase/.test(path),
    );
    expect(areas.length).toBeGreaterThanOrEqual(90);
    const guarded: string[] = [];
    const rejectedOnly: string[] = [];
    for (const { key, op } of areas) {
      const statuses = Object.keys(run.report.statusesByOperation[key] ?? {}).map(Number);
      // Some answer beyond 401/403: the caller's key or token got the request to the handler.
      if (!statuses.some((status) => status !== 401 && status !== 403)) guarded.push(key);
      // Bad bodies and parameters are answered 4xx; a success shows the handler's own path too.
      // (A call without a body or a required parameter, the bank list or a lookup with only
      // optional filters, may find every random value acceptable: nothing it must refuse.)
      const takesInput =
        (op.parameters ?? []).some((parameter) => 'required' in parameter && parameter.required === true) ||
        op.requestBody !== undefined;
      if (takesInput && !statuses.some((status) => status >= 400 && status < 500)) rejectedOnly.push(key);
    }
    expect(guarded, 'operations the fuzz never got past the guard').toEqual([]);
    expect(rejectedOnly, 'operations that never refused a bad request').toEqual([]);
  });
});
