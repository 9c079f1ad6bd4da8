import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzRun, fuzzFreshApp, operationsOf } from '../testing/api-fuzz.ts';

/**
 * Every operation of the OpenAPI document, fuzzed from its own schemas with a fixed seed:
 * no answer may be a 5xx, every status must be documented and every JSON body must match
 * the schema documented for its status. `npm run bench` runs the same fuzz for longer.
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

  it('covers every operation', () => {
    expect(run.report.operations).toBe(operationsOf(run.doc).length);
    expect(run.report.requests).toBeGreaterThanOrEqual(REQUESTS * 0.95);
  });

  it('answers no 5xx, only documented statuses and bodies that match their schema', () => {
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

  it('writes no personal data to any log line, at any level', () => {
    expect(run.logLines.length).toBeGreaterThan(REQUESTS);
    const log = run.logLines.join('');
    for (const value of run.personalData) expect(log, value).not.toContain(value);
  });

  it('reaches the handlers, not only the validation', () => {
    const ok = Object.entries(run.report.statusCounts)
      .filter(([status]) => Number(status) < 300)
      .reduce((sum, [, n]) => sum + n, 0);
    expect(ok).toBeGreaterThan(run.report.requests * 0.05);
  });
});
