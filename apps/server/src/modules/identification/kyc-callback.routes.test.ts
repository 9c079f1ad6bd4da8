import { randomBytes } from 'node:crypto';
import type { IdentificationStartResponse, KycCallback, LoanApplication } from '@hitelkapu/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, kycSessions, providerEvents } from '../../db/schema/index.ts';
import { signKycCallback } from '../../providers/kyc.ts';
import { applicationAtKycPreparation, startIdentification } from '../../testing/identification.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { sandboxWebhookSecret } from '../kyc-sandbox/kyc-sandbox.service.ts';

const CALLBACK_URL = '/api/kyc/callback/sandbox';
const sha = (seed: string) => seed.repeat(64).slice(0, 64);

describe('KYC provider callback', () => {
  let t: TestApp;
  let secret: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    secret = sandboxWebhookSecret(undefined, t.keys);
  });
  afterAll(async () => {
    await t.app.close();
  });

  /** An application waiting at KYC_WAITING with an open sandbox check. */
  async function waitingApplication() {
    const { customer, application } = await applicationAtKycPreparation(t.app, t.database.db);
    const res = await startIdentification(t.app, customer.auth, application.id);
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json<IdentificationStartResponse>();
    const [session] = await t.database.db
      .select()
      .from(kycSessions)
      .where(eq(kycSessions.id, started.kycSessionId));
    if (!session) throw new Error('no session');
    return { customer, application, session };
  }

  const verdict = (providerReference: string, overrides: Partial<KycCallback> = {}): KycCallback => ({
    eventId: `evt_${randomBytes(12).toString('hex')}`,
    providerReference,
    outcome: 'VERIFIED',
    declineReason: null,
    occurredAt: new Date().toISOString(),
    evidence: {
      documentType: 'ID_CARD',
      documentSha256: sha('a'),
      selfieSha256: sha('b'),
      livenessPassed: true,
    },
    ...overrides,
  });

  const post = (body: string, headers: Record<string, string>, url = CALLBACK_URL) =>
    t.app.inject({ method: 'POST', url, headers, payload: body });

  const signed = (body: string, options: { key?: Buffer; at?: number } = {}) =>
    signKycCallback(options.key ?? secret, options.at ?? Math.floor(Date.now() / 1000), body);

  async function stateOf(applicationId: string, sessionId: string) {
    const [session] = await t.database.db.select().from(kycSessions).where(eq(kycSessions.id, sessionId));
    const events = await t.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, applicationId));
    return { session, events };
  }

  const positionOf = async (auth: { authorization: string }, id: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/credit/my-loan-application/${id}`, headers: auth })
    ).json<LoanApplication>();

  it('applies a signed VERIFIED verdict once: evidence kept, identity verified, signing READY, CONTRACT_CHECK', async () => {
    const { customer, application, session } = await waitingApplication();
    const callback = verdict(session.providerReference);
    const body = JSON.stringify(callback);
    const headers = signed(body);

    const res = await post(body, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'applied' });
    const after = await positionOf(customer.auth, application.id);
    expect(after).toMatchObject({ currentPosition: 'CONTRACT_CHECK', signatureState: 'READY' });
    expect(after.identityVerifiedAt).not.toBeNull();
    const { session: stored, events } = await stateOf(application.id, session.id);
    expect(stored).toMatchObject({
      status: 'VERIFIED',
      declineReason: null,
      evidence: {
        ...callback.evidence,
        eventId: callback.eventId,
        occurredAt: callback.occurredAt,
        receivedAt: expect.any(String),
      },
    });
    expect(stored?.completedAt).toBeInstanceOf(Date);
    const providerMoves = events.filter((e) => e.actor === 'PROVIDER');
    expect(providerMoves).toHaveLength(1);
    expect(providerMoves[0]).toMatchObject({
      fromPosition: 'KYC_WAITING',
      toPosition: 'CONTRACT_CHECK',
      actorId: 'sandbox',
      detail: { kycSessionId: session.id, eventId: callback.eventId, outcome: 'VERIFIED' },
    });

    // The same signed callback again, and again re-signed with a fresh timestamp: recorded once.
    const replay = await post(body, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ status: 'duplicate' });
    const resigned = await post(body, signed(body, { at: Math.floor(Date.now() / 1000) + 5 }));
    expect(resigned.json()).toEqual({ status: 'duplicate' });
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => post(body, headers)));
    for (const r of concurrent) expect(r.json()).toEqual({ status: 'duplicate' });
    expect((await stateOf(application.id, session.id)).events).toHaveLength(events.length);
    expect(
      await t.database.db.select().from(providerEvents).where(eq(providerEvents.eventId, callback.eventId)),
    ).toHaveLength(1);

    // A later event for the closed check is recorded and ignored.
    const late = JSON.stringify(
      verdict(session.providerReference, { outcome: 'DECLINED', declineReason: 'FACE_MISMATCH' }),
    );
    const ignored = await post(late, signed(late));
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json()).toEqual({ status: 'ignored' });
    expect(await positionOf(customer.auth, application.id)).toMatchObject({
      currentPosition: 'CONTRACT_CHECK',
    });
    expect((await stateOf(application.id, session.id)).session).toMatchObject({ status: 'VERIFIED' });
  });

  it('a DECLINED verdict keeps the reason and returns the application to KYC_CHOOSE for another try', async () => {
    const { customer, application, session } = await waitingApplication();
    const body = JSON.stringify(
      verdict(session.providerReference, { outcome: 'DECLINED', declineReason: 'DOCUMENT_EXPIRED' }),
    );
    const res = await post(body, signed(body));
    expect(res.json()).toEqual({ status: 'applied' });
    expect(await positionOf(customer.auth, application.id)).toMatchObject({
      currentPosition: 'KYC_CHOOSE',
      signatureState: 'NOT_READY',
      identityVerifiedAt: null,
    });
    expect((await stateOf(application.id, session.id)).session).toMatchObject({
      status: 'DECLINED',
      declineReason: 'DOCUMENT_EXPIRED',
    });
    const state = await t.app.inject({
      method: 'GET',
      url: `/api/credit/loan-application/${application.id}/identification`,
      headers: customer.auth,
    });
    expect(state.json().identification).toMatchObject({
      status: 'DECLINED',
      declineReason: 'DOCUMENT_EXPIRED',
      redirectUrl: null,
    });

    // The customer may start again: a new check opens.
    const again = await startIdentification(t.app, customer.auth, application.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<IdentificationStartResponse>().kycSessionId).not.toBe(session.id);
  });

  describe('refuses with 401 and changes nothing', () => {
    const cases: [string, (reference: string) => { body: string; headers: Record<string, string> }][] = [
      [
        'a signature made with another secret',
        (reference) => {
          const body = JSON.stringify(verdict(reference));
          return { body, headers: signed(body, { key: randomBytes(32) }) };
        },
      ],
      [
        'a timestamp older than 300 seconds',
        (reference) => {
          const body = JSON.stringify(verdict(reference));
          return { body, headers: signed(body, { at: Math.floor(Date.now() / 1000) - 301 }) };
        },
      ],
      [
        'a timestamp more than 300 seconds ahead',
        (reference) => {
          const body = JSON.stringify(verdict(reference));
          return { body, headers: signed(body, { at: Math.floor(Date.now() / 1000) + 301 }) };
        },
      ],
      [
        'a body altered after signing',
        (reference) => {
          const original = JSON.stringify(
            verdict(reference, { outcome: 'DECLINED', declineReason: 'FACE_MISMATCH' }),
          );
          const altered = original.replace('"DECLINED"', '"VERIFIED"').replace('"FACE_MISMATCH"', 'null');
          return { body: altered, headers: signed(original) };
        },
      ],
      [
        'a timestamp changed after signing',
        (reference) => {
          const body = JSON.stringify(verdict(reference));
          const headers = signed(body, { at: Math.floor(Date.now() / 1000) - 100 });
          return { body, headers: { ...headers, 'kyc-timestamp': String(Math.floor(Date.now() / 1000)) } };
        },
      ],
      [
        'no signature',
        (reference) => {
          const body = JSON.stringify(verdict(reference));
          const { 'kyc-signature': _signature, ...headers } = signed(body);
          return { body, headers };
        },
      ],
      [
        'a signature without its version',
        (reference) => {
          const body = JSON.stringify(verdict(reference));
          const headers = signed(body);
          return { body, headers: { ...headers, 'kyc-signature': headers['kyc-signature']?.slice(3) ?? '' } };
        },
      ],
    ];

    it.each(cases)('%s [ASVS V13.2.1]', async (_name, make) => {
      const { customer, application, session } = await waitingApplication();
      const before = await stateOf(application.id, session.id);
      const { body, headers } = make(session.providerReference);
      const res = await post(body, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'UNAUTHORIZED',
        message: 'A visszahívás aláírása hiányzik, érvénytelen, vagy az időbélyege túl régi.',
        messageKey: 'errors.kycCallback.refused',
      });
      const after = await stateOf(application.id, session.id);
      expect(after.session).toEqual(before.session);
      expect(after.events).toHaveLength(before.events.length);
      expect(await positionOf(customer.auth, application.id)).toMatchObject({
        currentPosition: 'KYC_WAITING',
        identityVerifiedAt: null,
      });
      const eventId = (JSON.parse(body) as KycCallback).eventId;
      expect(
        await t.database.db.select().from(providerEvents).where(eq(providerEvents.eventId, eventId)),
      ).toHaveLength(0);
    });
  });

  it('refuses a signed body that is not a callback (400), an unknown check (404, event not kept), an unknown provider (404) and another content type (415)', async () => {
    const { application, session } = await waitingApplication();
    const before = await stateOf(application.id, session.id);

    const malformed = JSON.stringify({ ...verdict(session.providerReference), outcome: 'MAYBE' });
    const bad = await post(malformed, signed(malformed));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const notJson = 'nem JSON';
    expect((await post(notJson, signed(notJson))).statusCode).toBe(400);

    const stranger = verdict('ismeretlen-hivatkozas');
    const unknownBody = JSON.stringify(stranger);
    const unknown = await post(unknownBody, signed(unknownBody));
    expect(unknown.statusCode).toBe(404);
    expect(
      await t.database.db.select().from(providerEvents).where(eq(providerEvents.eventId, stranger.eventId)),
    ).toHaveLength(0);

    const body = JSON.stringify(verdict(session.providerReference));
    const otherProvider = await post(body, signed(body), '/api/kyc/callback/acme');
    expect(otherProvider.statusCode).toBe(404);

    const form = await post(body, { ...signed(body), 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);

    const after = await stateOf(application.id, session.id);
    expect(after.session).toEqual(before.session);
    expect(after.events).toHaveLength(before.events.length);
  });
});
