import type { ConsentState } from '@hitelkapu/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentEvents, cookieConsents, customers, statements } from '../../db/schema/index.ts';
import { createChallengeSecrets } from '../../lib/challenge-secrets.ts';
import type { AuthDeps } from '../../lib/types.ts';
import {
  lastLinkTokenTo,
  lastMessageTo,
  requiredAcceptances,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../testing/accounts.ts';
import { fillTestApplication, startTestApplication } from '../../testing/application.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createConsentService } from './consent.service.ts';

describe('cookie consent log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('keeps every choice of a visitor in order, withdrawal included', async () => {
    const visitorId = 'AbCdEfGh12345678';
    for (const allowAnalytics of [true, false]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/consent/cookies',
        payload: { visitorId, allowAnalytics, policyVersion: 1 },
      });
      expect(res.statusCode).toBe(201);
    }
    const rows = await t.database.db
      .select()
      .from(cookieConsents)
      .where(eq(cookieConsents.visitorId, visitorId))
      .orderBy(cookieConsents.recordedAt);
    expect(rows.map((row) => [row.allowAnalytics, row.policyVersion, row.channel])).toEqual([
      [true, 1, 'WEB'],
      [false, 1, 'WEB'],
    ]);
  });

  it('refuses a malformed visitor id and a choice made on an old notice', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/consent/cookies',
      payload: { visitorId: 'x', allowAnalytics: true, policyVersion: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ visitorId: 'validation.regex' });
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/consent/cookies',
      payload: { visitorId: 'AbCdEfGh12345679', allowAnalytics: true, policyVersion: 99 },
    });
    expect(old.statusCode).toBe(409);
  });
});

describe('marketing and KHR consents (GDPR art. 7, Khr. tv. 5. § (5))', () => {
  let t: TestApp;
  let ipCounter = 0;
  const nextIp = () => `10.44.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  type Auth = { authorization: string };
  const customerIdOf = async (auth: Auth) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth })).json<{ id: string }>().id;
  const logOf = (customerId: string, purpose: 'MARKETING' | 'KHR_POSITIVE_LIST') =>
    t.database.db
      .select()
      .from(consentEvents)
      .where(and(eq(consentEvents.customerId, customerId), eq(consentEvents.purpose, purpose)))
      .orderBy(asc(consentEvents.occurredAt));
  const consentsOf = async (auth: Auth) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile/consents', headers: auth })).json<
      ConsentState[]
    >();
  const setConsent = (auth: Auth, purpose: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/profile/consents/${purpose}`, headers: auth, payload });
  const marketingStatement = async () => {
    const [row] = await t.database.db
      .select()
      .from(statements)
      .where(eq(statements.identifier, 'marketing_consent'))
      .orderBy(desc(statements.version))
      .limit(1);
    if (!row) throw new Error('no marketing statement');
    return row;
  };

  /** A customer who ticked the optional marketing statement when registering. */
  async function customerWithMarketingConsent() {
    const email = uniqueEmail('ajanlat');
    const statement = await marketingStatement();
    const acceptances = [
      ...(await requiredAcceptances(t.app)),
      { statementId: statement.id, version: statement.version },
    ];
    const ip = nextIp();
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/customer/register',
      remoteAddress: ip,
      payload: {
        channel: 'EMAIL',
        email,
        password: STRONG_PASSWORD,
        firstName: 'Éva',
        lastName: 'Nagy',
        acceptances,
      },
    });
    expect(register.statusCode, register.body).toBe(201);
    const token = await lastLinkTokenTo(t.database.db, email);
    await t.app.inject({
      method: 'POST',
      url: '/api/bulwark/customer/auth/confirm-email',
      payload: { token },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/bulwark/customer/auth/login',
      remoteAddress: ip,
      payload: { channel: 'EMAIL', email, password: STRONG_PASSWORD },
    });
    const auth = { authorization: `Bearer ${login.headers['x-auth-token']}` };
    const id = await customerIdOf(auth);
    const [customer] = await t.database.db.select().from(customers).where(eq(customers.id, id));
    if (!customer) throw new Error('no customer');
    return { email, auth, id, customer, statement };
  }

  const headersOf = (message: { meta: unknown } | null) =>
    (message?.meta as { headers?: Record<string, string> } | null)?.headers ?? {};

  /** An offer email as a campaign would queue it, through the only way marketing mail is made. */
  async function queueOffer(customer: typeof customers.$inferSelect) {
    const service = createConsentService({
      db: t.database.db,
      secrets: createChallengeSecrets(t.keys.secretHashKey),
      config: { publicUrl: 'http://portal.test', devMailbox: true, demoMode: false },
    } as unknown as AuthDeps);
    return t.database.db.transaction((tx) =>
      service.queueOfferEmail(tx, customer, {
        headline: 'Új személyi kölcsön ajánlatunk',
        text: 'Most kedvezőbb kamattal kínálunk személyi kölcsönt.',
        link: 'http://portal.test/offers',
      }),
    );
  }

  it('logs the marketing consent ticked at registration, with its version and channel', async () => {
    const { id, statement } = await customerWithMarketingConsent();
    const log = await logOf(id, 'MARKETING');
    expect(log.map((e) => [e.granted, e.statementId, e.statementVersion, e.channel])).toEqual([
      [true, statement.id, statement.version, 'REGISTRATION'],
    ]);
  });

  it('withdraws in the profile with one call and gives it back the same way; both are logged with the version', async () => {
    const { auth, id, statement } = await customerWithMarketingConsent();
    const [before] = (await consentsOf(auth)).filter((c) => c.purpose === 'MARKETING');
    expect(before).toMatchObject({
      granted: true,
      statement: { id: statement.id, version: statement.version },
    });

    const off = await setConsent(auth, 'MARKETING', {
      granted: false,
      statementId: statement.id,
      version: statement.version,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ purpose: 'MARKETING', granted: false });
    // A second click changes nothing and logs nothing.
    expect(
      (
        await setConsent(auth, 'MARKETING', {
          granted: false,
          statementId: statement.id,
          version: statement.version,
        })
      ).statusCode,
    ).toBe(200);
    const on = await setConsent(auth, 'MARKETING', {
      granted: true,
      statementId: statement.id,
      version: statement.version,
    });
    expect(on.json()).toMatchObject({ granted: true });

    const log = await logOf(id, 'MARKETING');
    expect(log.map((e) => [e.granted, e.statementVersion, e.channel])).toEqual([
      [true, statement.version, 'REGISTRATION'],
      [false, statement.version, 'PROFILE'],
      [true, statement.version, 'PROFILE'],
    ]);
    expect(on.json().history).toHaveLength(3);
  });

  it('gives consent only to the current wording: an old version is a 409 and logs nothing', async () => {
    const { auth, id, statement } = await customerWithMarketingConsent();
    await setConsent(auth, 'MARKETING', {
      granted: false,
      statementId: statement.id,
      version: statement.version,
    });
    const stale = await setConsent(auth, 'MARKETING', {
      granted: true,
      statementId: statement.id,
      version: statement.version + 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/megváltozott/),
      messageKey: 'errors.consent.outdated',
    });
    expect(await logOf(id, 'MARKETING')).toHaveLength(2);
    expect((await setConsent(auth, 'ELSE', { granted: true, statementId: 1, version: 1 })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/consents' })).statusCode).toBe(401);
  });

  it('puts a one-click unsubscribe link and List-Unsubscribe headers in every offer email, and only with consent', async () => {
    const { customer, email, auth, statement } = await customerWithMarketingConsent();
    expect(await queueOffer(customer)).toBe(true);
    const message = await lastMessageTo(t.database.db, email);
    expect(message?.template).toBe('offer-news');
    const pageLink = message?.body.match(/http:\/\/portal\.test\/unsubscribe\?token=([A-Za-z0-9_-]+)/);
    expect(pageLink?.[1]).toHaveLength(46);
    const headers = headersOf(message);
    expect(headers).toEqual({
      'List-Unsubscribe': `<http://portal.test/api/consent/marketing/unsubscribe?token=${pageLink?.[1]}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    await setConsent(auth, 'MARKETING', {
      granted: false,
      statementId: statement.id,
      version: statement.version,
    });
    expect(await queueOffer(customer)).toBe(false);
    expect((await lastMessageTo(t.database.db, email))?.id).toBe(message?.id);
  });

  it('the email link asks first (GET changes nothing), then withdraws without a login; logged with the version [ASVS V3.5.3]', async () => {
    const { customer, email, id, statement } = await customerWithMarketingConsent();
    await queueOffer(customer);
    const token =
      (await lastMessageTo(t.database.db, email))?.body.match(/token=([A-Za-z0-9_-]+)/)?.[1] ?? '';
    const url = `/api/consent/marketing/unsubscribe?token=${token}`;

    // A mail scanner fetching the link changes nothing.
    const look = await t.app.inject({ method: 'GET', url });
    expect(look.statusCode).toBe(200);
    expect(look.json()).toEqual({ maskedEmail: `${email.slice(0, 1)}***@pelda.hu`, isSubscribed: true });
    expect(await logOf(id, 'MARKETING')).toHaveLength(1);
    // A browser opening the header's link is sent to the page that asks.
    const browser = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe(`/unsubscribe?token=${token}`);

    const done = await t.app.inject({ method: 'POST', url, payload: {} });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ isSubscribed: false });
    expect((await t.app.inject({ method: 'POST', url, payload: {} })).json()).toMatchObject({
      isSubscribed: false,
    });
    const log = await logOf(id, 'MARKETING');
    expect(log.map((e) => [e.granted, e.statementId, e.statementVersion, e.channel])).toEqual([
      [true, statement.id, statement.version, 'REGISTRATION'],
      [false, statement.id, statement.version, 'EMAIL_LINK'],
    ]);
  });

  it("takes a mail client's RFC 8058 one-click POST (form-encoded) and logs it as such", async () => {
    const { customer, email, id } = await customerWithMarketingConsent();
    await queueOffer(customer);
    const headers = headersOf(await lastMessageTo(t.database.db, email));
    const oneClick = new URL(headers['List-Unsubscribe']?.slice(1, -1) ?? '');
    const res = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await logOf(id, 'MARKETING')).at(-1)).toMatchObject({
      granted: false,
      channel: 'EMAIL_ONE_CLICK',
    });
  });

  it('refuses a forged or altered token with 404 and changes nothing', async () => {
    const { customer, email, id } = await customerWithMarketingConsent();
    await queueOffer(customer);
    const token =
      (await lastMessageTo(t.database.db, email))?.body.match(/token=([A-Za-z0-9_-]+)/)?.[1] ?? '';
    // The id of the customer with another's check, and a check flipped by one character.
    const other = await customerWithMarketingConsent();
    await queueOffer(other.customer);
    const otherToken =
      (await lastMessageTo(t.database.db, other.email))?.body.match(/token=([A-Za-z0-9_-]+)/)?.[1] ?? '';
    const forged = `${token.slice(0, 22)}${otherToken.slice(22)}`;
    const flipped = `${token.slice(0, 45)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [forged, flipped]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/consent/marketing/unsubscribe?token=${bad}`,
        payload: {},
      });
      expect(res.statusCode).toBe(404);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/consent/marketing/unsubscribe?token=rovid',
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
    expect(await logOf(id, 'MARKETING')).toHaveLength(1);
  });

  describe('KHR positive-list consent in the loan application', () => {
    const save = (auth: Auth, id: string, key: string, value: string, version: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/credit/loan-application/${id}/data`,
        headers: auth,
        payload: { key, value, version },
      });

    for (const answer of ['true', 'false'] as const) {
      it(`answered ${answer === 'true' ? 'yes' : 'no'}: the application goes on, and the answer is logged with its version`, async () => {
        const { customer, application } = await startTestApplication(t.app, t.database.db);
        const filled = await fillTestApplication(t.app, customer.auth, application, {
          statement_khr_positive_list: answer,
        });
        expect(filled.currentPosition).toBe('OVERVIEW');
        const id = await customerIdOf(customer.auth);
        const [statement] = await t.database.db
          .select()
          .from(statements)
          .where(eq(statements.identifier, 'application_khr_positive_list'));
        const log = await logOf(id, 'KHR_POSITIVE_LIST');
        expect(log.map((e) => [e.granted, e.statementId, e.statementVersion, e.channel])).toEqual([
          [answer === 'true', statement?.id, statement?.version, 'APPLICATION'],
        ]);
        // The information statement stays required beside it.
        const [khr] = (await consentsOf(customer.auth)).filter((c) => c.purpose === 'KHR_POSITIVE_LIST');
        expect(khr).toMatchObject({ granted: answer === 'true' });
      });
    }

    it('must be answered one way or the other, and can be changed later in the profile with the same log', async () => {
      const { customer, application } = await startTestApplication(t.app, t.database.db);
      const filled = await fillTestApplication(t.app, customer.auth, application, {
        statement_khr_positive_list: 'false',
      });
      // Cleared, the step cannot be left: an unanswered choice is not a "no".
      const back = await t.app.inject({
        method: 'PATCH',
        url: `/api/credit/loan-application/${application.id}/update-position`,
        headers: customer.auth,
        payload: { flowPosition: 'FLOW', currentFlowIndex: 5 },
      });
      expect(back.statusCode, back.body).toBe(200);
      const cleared = await save(
        customer.auth,
        application.id,
        'statement_khr_positive_list',
        '',
        filled.answerVersions.statement_khr_positive_list ?? 1,
      );
      expect(cleared.statusCode, cleared.body).toBe(200);
      const forward = await t.app.inject({
        method: 'PATCH',
        url: `/api/credit/loan-application/${application.id}/update-position`,
        headers: customer.auth,
        payload: { flowPosition: 'FLOW', currentFlowIndex: 6 },
      });
      expect(forward.statusCode).toBe(409);
      expect(
        (
          await save(
            customer.auth,
            application.id,
            'statement_khr_positive_list',
            'maybe',
            cleared.json().version,
          )
        ).statusCode,
      ).toBe(400);

      const [khr] = (await consentsOf(customer.auth)).filter((c) => c.purpose === 'KHR_POSITIVE_LIST');
      if (!khr) throw new Error('no KHR consent');
      const changed = await setConsent(customer.auth, 'KHR_POSITIVE_LIST', {
        granted: true,
        statementId: khr.statement.id,
        version: khr.statement.version,
      });
      expect(changed.statusCode).toBe(200);
      const log = await logOf(await customerIdOf(customer.auth), 'KHR_POSITIVE_LIST');
      expect(log.map((e) => [e.granted, e.channel])).toEqual([
        [false, 'APPLICATION'],
        [true, 'PROFILE'],
      ]);
    });
  });
});
