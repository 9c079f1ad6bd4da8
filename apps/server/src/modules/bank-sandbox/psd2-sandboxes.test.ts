import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFetch } from '../../lib/inject-fetch.ts';
import { assessmentRequest, createOnboardedCustomer, employeeAnswers } from '../../testing/credit.ts';
import { walkSandboxConsent } from '../../testing/sandbox-bank.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { SANDBOX_PERSONA_EXPECTED_MONTHLY_INCOME } from './personas.ts';

/**
 * The portal as a demo start runs it: both PSD2 sandboxes mounted beside the served client,
 * the real adapters reaching them. A customer links the sandbox bank as a browser would and
 * the assessment uses the income found.
 */
describe('bank linking against the built-in sandboxes', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'hk-dist-'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="hu"><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({ webDistDir: dist, openBankingProviders: 'sandboxes' });
  });
  afterAll(async () => {
    await t.app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('offers PSD2 in the served configuration, as the sandboxes run', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/administration/ui-configs/portal' });
    expect(res.json()).toContainEqual({ identifier: 'psd2_mock_enabled', value: true });
  });

  it('links the employee persona through the hosted page and assesses on the income found', async () => {
    const customer = await createOnboardedCustomer(t.app, t.database.db);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/credit/psd2-sync/start',
      headers: customer.auth,
      payload: {},
    });
    expect(started.statusCode, started.body).toBe(200);
    const { id, redirectUrl } = started.json<{ id: string; redirectUrl: string }>();
    expect(new URL(redirectUrl).pathname).toMatch(/^\/sandbox\/bank-sync\//);

    const { returnUrl } = await walkSandboxConsent(injectFetch(t.app), redirectUrl, { persona: 'employee' });
    expect(returnUrl?.pathname).toBe('/preliminary-assessment');
    expect(returnUrl?.searchParams.get('bankSync')).toBe(id);
    expect(returnUrl?.searchParams.get('status')).toBe('valid');

    const linked = await t.app.inject({
      method: 'POST',
      url: `/api/credit/psd2-sync/continue/${id}`,
      headers: customer.auth,
    });
    expect(linked.json()).toMatchObject({
      status: 'SUCCEEDED',
      effectiveSalary: SANDBOX_PERSONA_EXPECTED_MONTHLY_INCOME.employee,
    });

    const { salary: _s, salary_commitment: _c, committed_salary: _i, ...own } = employeeAnswers();
    const assessed = await t.app.inject({
      method: 'POST',
      url: '/api/credit/preliminary-assessment',
      headers: customer.auth,
      payload: assessmentRequest(own, { type: 'PSD2' }),
    });
    expect(assessed.statusCode, assessed.body).toBe(201);
    expect(JSON.parse(assessed.json<{ dynamicData: string }>().dynamicData).salary).toBe(
      String(SANDBOX_PERSONA_EXPECTED_MONTHLY_INCOME.employee),
    );
  });

  it('a cancel at the bank comes back as a refusal the portal records', async () => {
    const customer = await createOnboardedCustomer(t.app, t.database.db);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/credit/psd2-sync/start',
      headers: customer.auth,
      payload: {},
    });
    const { id, redirectUrl } = started.json<{ id: string; redirectUrl: string }>();
    const { returnUrl } = await walkSandboxConsent(injectFetch(t.app), redirectUrl, { finish: 'cancel' });
    expect(returnUrl?.searchParams.get('error')).toBe('access_denied');
    const failed = await t.app.inject({
      method: 'PATCH',
      url: `/api/credit/psd2-sync/failed/${id}`,
      headers: customer.auth,
      payload: { error: returnUrl?.searchParams.get('error') },
    });
    expect(failed.json()).toMatchObject({ status: 'FAILED', failure: 'REJECTED' });
  });
});
