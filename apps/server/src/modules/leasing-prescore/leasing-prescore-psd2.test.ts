import type { LeasingPrescoreResult } from '@hitelkapu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFetch } from '../../lib/inject-fetch.ts';
import {
  createDealerPrescore,
  createLeasingCustomer,
  createTestDealer,
  issueDealerKey,
  leasingAnswers,
  leasingSubmit,
} from '../../testing/leasing.ts';
import { walkSandboxConsent } from '../../testing/sandbox-bank.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { SANDBOX_PERSONA_EXPECTED_MONTHLY_INCOME } from '../bank-sandbox/personas.ts';

/**
 * The leasing prescore in PSD2 mode through each provider, as a demo start runs them: the real
 * adapters against the built-in sandboxes (the hosted-consent aggregator and the GoCardless
 * fake), the customer's browser answering the provider's pages, the decision on the income the
 * bank showed.
 */
describe('leasing prescore with a bank link, through either provider', () => {
  let t: TestApp;
  let dealerKey: string;
  beforeAll(async () => {
    t = await createTestApp({ openBankingProviders: 'sandboxes' });
    const dealerId = await createTestDealer(t.database.db);
    dealerKey = (await issueDealerKey(t.app, t.database.db, dealerId)).key;
  });
  afterAll(async () => {
    await t.app.close();
  });

  const psd2Submit = (publicId: string) => {
    const { salary: _s, salary_commitment: _c, committed_salary: _i, ...own } = leasingAnswers();
    // What the customer typed as income does not count in PSD2 mode: the bank's figure does.
    return leasingSubmit(publicId, { type: 'PSD2', salary: 9_000_000, dynamicData: JSON.stringify(own) });
  };

  async function decideThrough(
    base: string,
    startBody: object,
    walk: (redirectUrl: string) => Promise<void>,
  ) {
    const prescore = await createDealerPrescore(t.app, dealerKey);
    const customer = await createLeasingCustomer(t.app, t.database.db);
    // The customer opens the landing link: the prescore becomes theirs.
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/credit/leasing-prescore-public-id/${prescore.publicId}`,
      headers: customer.auth,
    });
    expect(opened.statusCode).toBe(200);

    const started = await t.app.inject({
      method: 'POST',
      url: `${base}/start`,
      headers: customer.auth,
      payload: startBody,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { id, redirectUrl } = started.json<{ id: string; redirectUrl: string }>();
    await walk(redirectUrl);
    const linked = await t.app.inject({
      method: 'POST',
      url: `${base}/continue/${id}`,
      headers: customer.auth,
    });
    expect(linked.json()).toMatchObject({
      status: 'SUCCEEDED',
      purpose: 'LEASING_PRESCORE',
      effectiveSalary: SANDBOX_PERSONA_EXPECTED_MONTHLY_INCOME.employee,
    });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/credit/leasing-prescore',
      headers: customer.auth,
      payload: psd2Submit(prescore.publicId),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<LeasingPrescoreResult>();
  }

  it('the first provider (hosted consent): the bank chosen on its page, the income it shows decides', async () => {
    const result = await decideThrough('/api/sync/psd2', {}, async (redirectUrl) => {
      const { returnUrl } = await walkSandboxConsent(injectFetch(t.app), redirectUrl, {
        persona: 'employee',
      });
      expect(returnUrl?.pathname).toBe('/leasing/prescore');
    });
    expect(result.figures).toMatchObject({ netIncome: SANDBOX_PERSONA_EXPECTED_MONTHLY_INCOME.employee });
  });

  it('the second provider (GoCardless): the bank chosen in the portal by BIC, the income it shows decides', async () => {
    const result = await decideThrough(
      '/api/sync/gocardless/psd2',
      { institutionId: 'OTPVHUHB' },
      async (redirectUrl) => {
        const path = new URL(redirectUrl).pathname;
        expect(path).toMatch(/^\/sandbox\/gocardless\/link\//);
        const page = await t.app.inject({ method: 'GET', url: path });
        const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
        const answer = await t.app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ token, decision: 'approve', persona: 'employee' }).toString(),
        });
        expect(answer.statusCode).toBe(303);
        expect(new URL(String(answer.headers.location)).pathname).toBe('/leasing/prescore');
      },
    );
    expect(result.figures).toMatchObject({ netIncome: SANDBOX_PERSONA_EXPECTED_MONTHLY_INCOME.employee });
  });
});
