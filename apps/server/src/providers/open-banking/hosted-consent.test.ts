import { describe, expect, it } from 'vitest';
import { consentStatusOf, createHostedConsentProvider, wholeForints } from './hosted-consent.ts';
import { OpenBankingError } from './provider.ts';

const SECRET = 'very-secret-value-42';
const TOKEN = 'access-token-abc';
const NOW = new Date('2026-11-25T10:00:00Z');

type Handler = (request: { method: string; path: string; headers: Headers; body: string | null }) => Response;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** An aggregator answering from a handler, with the token call answered unless the handler takes it. */
function stub(handler: Handler, options: { tokenLifetime?: number } = {}) {
  const seen: { method: string; path: string; headers: Headers; body: string | null }[] = [];
  let clock = NOW;
  const fetchStub: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const request = {
      method: init?.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : null,
    };
    seen.push(request);
    if (request.path === '/api/oauth/token' && request.method === 'POST') {
      const taken = handler(request);
      if (taken.status !== 599) return taken;
      return json(200, {
        access_token: TOKEN,
        token_type: 'Bearer',
        expires_in: options.tokenLifetime ?? 3600,
      });
    }
    return handler(request);
  };
  const provider = createHostedConsentProvider({
    apiUrl: 'https://aggregator.test/api',
    uiUrl: 'https://link.aggregator.test/connect/',
    clientId: 'client-1',
    clientSecret: SECRET,
    fetch: fetchStub,
    now: () => clock,
  });
  return {
    provider,
    seen,
    advance: (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    },
  };
}

const passToken = () => new Response(null, { status: 599 });

const kindOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OpenBankingError);
  return error as OpenBankingError;
};

describe('the hosted-consent adapter', () => {
  it('rounds decimal amounts to whole forints, half away from zero', () => {
    expect(wholeForints('12345.50')).toBe(12346);
    expect(wholeForints('-12345.50')).toBe(-12346);
    expect(wholeForints('-12345.49')).toBe(-12345);
    expect(wholeForints('0.4')).toBe(0);
    expect(Object.is(wholeForints('-0.4'), 0)).toBe(true);
    expect(wholeForints('250000')).toBe(250000);
    expect(wholeForints('+99.999')).toBe(100);
    expect(() => wholeForints('1e5')).toThrow(OpenBankingError);
    expect(() => wholeForints('12,50')).toThrow(OpenBankingError);
  });

  it('maps the Berlin Group consent statuses', () => {
    expect(
      ['received', 'valid', 'rejected', 'expired', 'revokedByPsu', 'terminatedByTpp'].map(consentStatusOf),
    ).toEqual(['PENDING', 'LINKED', 'REJECTED', 'EXPIRED', 'REVOKED', 'REVOKED']);
    expect(() => consentStatusOf('toString')).toThrow(OpenBankingError);
  });

  it('gets a client-credentials token once, sends it as a bearer, and builds the hosted UI link', async () => {
    const { provider, seen } = stub((request) => {
      if (request.path === '/api/oauth/token') return passToken();
      return json(201, { consentId: 'c/1', status: 'received', validUntil: '2027-02-23T10:00:00.000Z' });
    });
    const input = {
      reference: 'ref-1',
      institutionId: 'OTPVHUHB',
      returnUrl: 'https://portal.test/back',
      maxHistoricalDays: 180,
      accessValidForDays: 90,
      language: 'HU' as const,
    };
    const started = await provider.startConsent(input);
    await provider.startConsent(input);
    expect(started).toEqual({
      providerReference: 'c/1',
      redirectUrl: 'https://link.aggregator.test/connect/c%2F1',
      expiresAt: new Date('2027-02-23T10:00:00.000Z'),
    });
    const tokenCalls = seen.filter((r) => r.path === '/api/oauth/token');
    expect(tokenCalls).toHaveLength(1);
    expect(new URLSearchParams(tokenCalls[0]?.body ?? '').get('grant_type')).toBe('client_credentials');
    const consentCall = seen.find((r) => r.path === '/api/consents');
    expect(consentCall?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(consentCall?.body ?? '{}')).toEqual({
      reference: 'ref-1',
      institutionId: 'OTPVHUHB',
      redirectUri: 'https://portal.test/back',
      maxHistoricalDays: 180,
      validForDays: 90,
      language: 'hu',
    });
  });

  it('renews a token that lapsed or that the aggregator no longer takes', async () => {
    let refuse = true;
    const { provider, seen, advance } = stub(
      (request) => {
        if (request.path === '/api/oauth/token') return passToken();
        if (refuse) {
          refuse = false;
          return json(401, { error: 'unauthorized' });
        }
        return json(200, { consentId: 'c1', status: 'valid', accounts: ['a1'], validUntil: null });
      },
      { tokenLifetime: 120 },
    );
    expect((await provider.consentStatus('c1')).status).toBe('LINKED');
    expect(seen.filter((r) => r.path === '/api/oauth/token')).toHaveLength(2);
    advance(61_000);
    await provider.consentStatus('c1');
    expect(seen.filter((r) => r.path === '/api/oauth/token')).toHaveLength(3);
  });

  it('maps failures onto the portal’s error kinds without secrets in the message', async () => {
    const answer = (response: () => Response) =>
      stub((request) => (request.path === '/api/oauth/token' ? passToken() : response())).provider;

    const limited = await kindOf(
      answer(() => json(429, { error: 'ACCESS_EXCEEDED' }, { 'retry-after': '3600' })).consentStatus('c'),
    );
    expect(limited).toMatchObject({ kind: 'RATE_LIMITED', retryAfterSeconds: 3600 });
    const dated = await kindOf(
      answer(() =>
        json(429, {}, { 'retry-after': new Date(NOW.getTime() + 90_000).toUTCString() }),
      ).consentStatus('c'),
    );
    expect(dated.retryAfterSeconds).toBe(90);
    expect((await kindOf(answer(() => json(503, {})).consentStatus('c'))).kind).toBe('OUTAGE');
    expect(
      (await kindOf(answer(() => new Response('<html>', { status: 502 })).consentStatus('c'))).kind,
    ).toBe('OUTAGE');
    expect(
      (await kindOf(answer(() => json(404, { error: 'CONSENT_UNKNOWN' })).consentStatus('c'))).kind,
    ).toBe('NOT_FOUND');
    expect((await kindOf(answer(() => json(400, { error: 'FORMAT_ERROR' })).consentStatus('c'))).kind).toBe(
      'INVALID',
    );
    expect(
      (await kindOf(answer(() => json(403, { error: 'CONSENT_EXPIRED' })).fetchSnapshot('c', '2026-06-01')))
        .kind,
    ).toBe('CONSENT_EXPIRED');
    expect(
      (await kindOf(answer(() => json(403, { error: 'CONSENT_REJECTED' })).fetchSnapshot('c', '2026-06-01')))
        .kind,
    ).toBe('CONSENT_REJECTED');
    expect(
      (await kindOf(answer(() => json(200, { consentId: 'c', status: 'mystery' })).consentStatus('c'))).kind,
    ).toBe('INVALID');

    const badSecret = await kindOf(
      stub(() => json(401, { error: 'invalid_client' })).provider.consentStatus('c'),
    );
    expect(badSecret.kind).toBe('INVALID');
    expect(badSecret.message).not.toContain(SECRET);
  });

  it('treats a timeout or an unreachable aggregator as an outage [ASVS V16.5.2]', async () => {
    const timeout = createHostedConsentProvider({
      apiUrl: 'https://aggregator.test/api',
      uiUrl: '/ui',
      clientId: 'c',
      clientSecret: SECRET,
      fetch: async (_input, init) => {
        expect(init?.signal).toBeInstanceOf(AbortSignal);
        throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
      },
    });
    const error = await kindOf(timeout.listInstitutions());
    expect(error).toMatchObject({ kind: 'OUTAGE', message: 'the aggregator is timed out' });
    const refused = createHostedConsentProvider({
      apiUrl: 'https://aggregator.test/api',
      uiUrl: '/ui',
      clientId: 'c',
      clientSecret: SECRET,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect((await kindOf(refused.consentStatus('x'))).kind).toBe('OUTAGE');
  });

  it('reads a snapshot: decimal amounts in whole forints, counterparty by direction, pending kept apart', async () => {
    const { provider, seen } = stub((request) => {
      if (request.path === '/api/oauth/token') return passToken();
      if (request.path === '/api/consents/c1')
        return json(200, { consentId: 'c1', status: 'valid', accounts: ['acc1'], validUntil: null });
      if (request.path === '/api/accounts/acc1')
        return json(200, {
          account: {
            resourceId: 'acc1',
            iban: 'HU42117730161111101800000000',
            bic: 'OTPVHUHB',
            currency: 'HUF',
            product: 'Lakossági folyószámla',
            ownerName: 'Teszt Elek',
          },
        });
      if (request.path === '/api/accounts/acc1/transactions?dateFrom=2026-06-01')
        return json(200, {
          transactions: {
            booked: [
              {
                transactionId: 't1',
                bookingDate: '2026-10-10',
                transactionAmount: { amount: '450000.50', currency: 'HUF' },
                debtorName: 'Munkáltató Kft.',
                debtorAccount: { bban: '117730161111101800000000' },
                creditorName: 'Teszt Elek',
                remittanceInformationUnstructured: 'Munkabér 2026/10',
              },
              {
                bookingDate: '2026-10-12',
                transactionAmount: { amount: '-12999.50', currency: 'HUF' },
                creditorName: 'TESCO',
              },
            ],
            pending: [
              {
                transactionId: 't1',
                bookingDate: '2026-11-24',
                transactionAmount: { amount: '-1500', currency: 'HUF' },
              },
            ],
          },
        });
      return json(404, {});
    });
    const snapshot = await provider.fetchSnapshot('c1', '2026-06-01');
    expect(snapshot).toMatchObject({ from: '2026-06-01', to: '2026-11-25', fetchedAt: NOW.toISOString() });
    expect(snapshot.accounts).toEqual([
      {
        id: 'acc1',
        accountNumber: 'HU42117730161111101800000000',
        bic: 'OTPVHUHB',
        ownerName: 'Teszt Elek',
        name: 'Lakossági folyószámla',
        currency: 'HUF',
      },
    ]);
    expect(snapshot.transactions).toEqual([
      {
        id: 't1',
        accountId: 'acc1',
        status: 'BOOKED',
        bookingDate: '2026-10-10',
        amount: 450001,
        currency: 'HUF',
        counterpartyName: 'Munkáltató Kft.',
        counterpartyAccount: '117730161111101800000000',
        remittance: 'Munkabér 2026/10',
        bankTransactionCode: null,
      },
      expect.objectContaining({ status: 'BOOKED', amount: -13000, counterpartyName: 'TESCO' }),
      expect.objectContaining({ id: 't1:2', status: 'PENDING', amount: -1500 }),
    ]);
    expect(new Set(snapshot.transactions.map((t) => t.id)).size).toBe(3);
    const reads = seen.filter((r) => r.path.startsWith('/api/accounts/'));
    expect(reads.every((r) => r.headers.get('consent-id') === 'c1')).toBe(true);
  });

  it('refuses a snapshot of a consent that is not linked', async () => {
    const withStatus = (status: string) =>
      stub((request) =>
        request.path === '/api/oauth/token'
          ? passToken()
          : json(200, { consentId: 'c', status, accounts: [] }),
      ).provider.fetchSnapshot('c', '2026-06-01');
    expect((await kindOf(withStatus('expired'))).kind).toBe('CONSENT_EXPIRED');
    expect((await kindOf(withStatus('rejected'))).kind).toBe('CONSENT_REJECTED');
    expect((await kindOf(withStatus('revokedByPsu'))).kind).toBe('CONSENT_REJECTED');
    expect((await kindOf(withStatus('received'))).kind).toBe('INVALID');
  });
});
