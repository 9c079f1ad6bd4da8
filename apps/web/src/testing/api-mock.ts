import type { SecondFactorChallenge } from '@hitelkapu/domain/contracts/auth';
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  /** Path below /api, without the query string. */
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  /** A JSON body parsed; a multipart body as the FormData that was sent. */
  body: unknown;
  headers: Headers;
}

type Reply = Response | ((call: RecordedCall) => Response | Promise<Response>);

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers });

/**
 * Stubs fetch with answers by "METHOD /path" (path below /api) and records every call. A
 * call nobody answers fails the way an unreachable server does.
 */
export function mockApi(routes: Record<string, Reply>) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const call: RecordedCall = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        body:
          init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined,
        headers: new Headers(init?.headers),
      };
      calls.push(call);
      const reply = routes[`${call.method} ${call.path}`];
      if (!reply) throw new TypeError(`Failed to fetch ${call.method} ${call.path}`);
      return typeof reply === 'function' ? reply(call) : reply.clone();
    }),
  );
  return {
    calls,
    /** Every call made to one endpoint, in order. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replaceAll('=', '').replaceAll('+', '-').replaceAll('/', '_');

/** A session token with the claims of spec §3; the signature is not the client's business. */
export function makeToken(claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  return `${base64Url({ alg: 'HS256' })}.${base64Url({ sub: 'u1', iat: now, exp: now + 900, ...claims })}.sig`;
}

/** A code challenge as the server sends it: valid for 10 minutes, a new code after 1 minute. */
export function challenge(overrides: Partial<SecondFactorChallenge> = {}): SecondFactorChallenge {
  const now = Date.now();
  return {
    tokenId: '00000000-0000-4000-8000-000000000001',
    channel: 'SMS',
    maskedTarget: '+36 20 *** **67',
    expiresAt: new Date(now + 10 * 60_000).toISOString(),
    resendAvailableAt: new Date(now + 60_000).toISOString(),
    codeLength: 6,
    ...overrides,
  };
}

export function profile(overrides: Record<string, unknown> = {}) {
  return {
    id: 'u1',
    email: 'kovacs.anna@example.hu',
    phone: '+36 20 123 4567',
    firstName: 'Anna',
    lastName: 'Kovács',
    currentStatus: 'REGISTERED',
    currentStatusResult: null,
    flowPosition: null,
    flowPage: null,
    isEmailConfirmed: true,
    isPhoneConfirmed: false,
    hasSecondFactor: false,
    statementAcceptances: [],
    ...overrides,
  };
}
