import type { OnboardingPage } from '@hitelkapu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedCustomer } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('onboarding pages', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    auth = (await createConfirmedCustomer(t.app, t.database.db)).auth;
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('walks a customer through the credit journey in three pages, in order', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/administration/onboarding?type=CREDIT',
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    const pages = res.json<OnboardingPage[]>();
    expect(pages.map((page) => [page.order, page.illustration])).toEqual([
      [1, 'calculator'],
      [2, 'documents'],
      [3, 'shield'],
    ]);
    expect(pages[0]?.body).toContain('KHR');
    expect(pages[1]?.body).toContain('JTM');
    expect(pages[2]?.body).toMatch(/automatizált/);
    expect(pages[2]?.body).toMatch(/munkatársunk/);
  });

  it('has a page for the purchase and leasing journeys too', async () => {
    for (const type of ['BNPL', 'LEASING']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/administration/onboarding?type=${type}`,
        headers: auth,
      });
      expect(res.json(), type).toEqual([
        expect.objectContaining({ type, order: 1, illustration: 'calculator' }),
      ]);
    }
  });

  it('needs a session and a known journey type', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/administration/onboarding?type=CREDIT' })).statusCode,
    ).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/administration/onboarding?type=MORTGAGE',
      headers: auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { type: 'validation.invalid' } });
  });
});
