import { confirmEmail, sendConfirmationEmail } from '@hitelkapu/domain/contracts/endpoints/profile';
import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  LONG_TIMEOUT_MS,
  NO_TOKEN_MESSAGE,
  SESSION_WAIT_INTERVAL_MS,
  TOKEN_HEADER,
} from './api-client.ts';

function setup(options: { token?: string | null; responses?: Response[] } = {}) {
  const responses = [...(options.responses ?? [])];
  let token = options.token === undefined ? 'tok-1' : options.token;
  const deps = {
    fetch: vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
      const next = responses.shift();
      if (!next) throw new TypeError('Failed to fetch');
      return next;
    }),
    getToken: vi.fn(() => token),
    offerToken: vi.fn(),
    onUnauthorized: vi.fn(),
    onForbidden: vi.fn(),
    log: vi.fn(),
    sleep: vi.fn(async () => {}),
  };
  return { deps, client: createApiClient(deps), setToken: (next: string | null) => (token = next) };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('API client (spec §6-§9)', () => {
  it('calls under /api and parses JSON', async () => {
    const { deps, client } = setup({ responses: [json({ ok: true })] });
    await expect(client.request('/profile')).resolves.toEqual({ ok: true });
    expect(deps.fetch.mock.calls[0]?.[0]).toBe('/api/profile');
  });

  it('sends the session token on authenticated calls only', async () => {
    const { deps, client } = setup({ responses: [json({}), json({})] });
    await client.request('/profile');
    await client.request('/tokens/public/hu', { auth: false });
    const authed = new Headers(deps.fetch.mock.calls[0]?.[1]?.headers);
    const open = new Headers(deps.fetch.mock.calls[1]?.[1]?.headers);
    expect(authed.get('Authorization')).toBe('Bearer tok-1');
    expect(open.get('Authorization')).toBeNull();
  });

  it('sends extra headers (an Idempotency-Key) beside the token and the JSON content type', async () => {
    const { deps, client } = setup({ responses: [json({ ok: true })] });
    await client.request('/credit/loan-application/a1/finish', {
      method: 'POST',
      body: {},
      headers: { 'Idempotency-Key': 'key-1' },
    });
    const headers = new Headers(deps.fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('times out after 12 s by default, 120 s when asked, never when null', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { client } = setup({ responses: [json({}), json({}), json({})] });
    await client.request('/a');
    await client.request('/credit/preliminary-assessment', {
      method: 'POST',
      body: {},
      timeoutMs: LONG_TIMEOUT_MS,
    });
    await client.request('/credit/leasing-prescore', { method: 'POST', body: {}, timeoutMs: null });
    expect(timeout.mock.calls.map((call) => call[0])).toEqual([DEFAULT_TIMEOUT_MS, 120_000]);
    timeout.mockRestore();
  });

  it('waits for a session up to 6 x 500 ms, then fails with the no-token message', async () => {
    const { deps, client } = setup({ token: null });
    await expect(client.request('/profile')).rejects.toThrow(NO_TOKEN_MESSAGE);
    expect(deps.sleep).toHaveBeenCalledTimes(6);
    expect(deps.sleep).toHaveBeenCalledWith(SESSION_WAIT_INTERVAL_MS);
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  it('goes on as soon as a session appears while waiting', async () => {
    const ctx = setup({ token: null, responses: [json({ ok: 1 })] });
    ctx.deps.sleep
      .mockImplementationOnce(async () => {})
      .mockImplementationOnce(async () => {
        ctx.setToken('late');
      });
    await expect(ctx.client.request('/profile')).resolves.toEqual({ ok: 1 });
    expect(ctx.deps.sleep).toHaveBeenCalledTimes(2);
  });

  it('offers a refreshed token from the response header to the session store', async () => {
    const { deps, client } = setup({ responses: [json({}, 200, { [TOKEN_HEADER]: 'tok-2' })] });
    await client.request('/profile');
    expect(deps.offerToken).toHaveBeenCalledWith('tok-2');
  });

  it('on 401 of an authenticated call logs out and re-throws the API error', async () => {
    const { deps, client } = setup({ responses: [json({ code: 'UNAUTHORIZED', message: 'Lejárt' }, 401)] });
    const error = await client.request('/profile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Lejárt' });
    expect(deps.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('a 401 of a public call (wrong password at login) does not log out', async () => {
    const { deps, client } = setup({ responses: [json({ code: 'UNAUTHORIZED', message: 'x' }, 401)] });
    await expect(client.request('/bulwark/customer/auth/login', { auth: false })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('on 403 goes home', async () => {
    const { deps, client } = setup({ responses: [json({ code: 'FORBIDDEN', message: 'x' }, 403)] });
    await expect(client.request('/profile')).rejects.toMatchObject({ status: 403 });
    expect(deps.onForbidden).toHaveBeenCalledOnce();
  });

  it('keeps field errors for the form', async () => {
    const body = { code: 'VALIDATION_FAILED', message: 'Hibás', fieldErrors: { phone: 'validation.phone' } };
    const { client } = setup({ responses: [json(body, 400)] });
    await expect(client.request('/x', { method: 'POST', body: {} })).rejects.toMatchObject({
      fieldErrors: { phone: 'validation.phone' },
    });
  });

  it('keeps the key and values of the wording for the translation tokens', async () => {
    const body = {
      code: 'RATE_LIMITED',
      message: 'Várjon 5 percet.',
      messageKey: 'errors.staffAuth.tooManyAttempts',
      messageValues: { minutes: 5 },
    };
    const { client } = setup({ responses: [json(body, 429)] });
    await expect(client.request('/x', { method: 'POST', body: {} })).rejects.toMatchObject({
      message: 'Várjon 5 percet.',
      wording: { key: 'errors.staffAuth.tooManyAttempts', values: { minutes: 5 } },
    });
  });

  it('logs every failure and re-throws it to the caller', async () => {
    const { deps, client } = setup({ responses: [] });
    await expect(client.request('/profile')).rejects.toThrow('Failed to fetch');
    expect(deps.log).toHaveBeenCalledWith('GET /api/profile failed', expect.any(TypeError));
  });

  it('re-throws a PSD2 sync status error without logging it; a PSD2 call that never arrived is logged', async () => {
    const { deps, client } = setup({
      responses: [json({ code: 'CONFLICT', message: 'A bank elutasította.' }, 409)],
    });
    await expect(
      client.request('/sync/gocardless/psd2/continue/1', { method: 'POST' }),
    ).rejects.toMatchObject({
      status: 409,
    });
    expect(deps.log).not.toHaveBeenCalled();
    await expect(client.request('/credit/psd2-sync/start', { method: 'POST' })).rejects.toThrow(
      'Failed to fetch',
    );
    expect(deps.log).toHaveBeenCalledWith('POST /api/credit/psd2-sync/start failed', expect.any(TypeError));
  });

  it('turns a non-JSON error page into an API error with the status', async () => {
    const { client } = setup({ responses: [new Response('<html>Bad gateway</html>', { status: 502 })] });
    await expect(client.request('/profile')).rejects.toMatchObject({ status: 502, code: 'INTERNAL' });
  });

  it('sends JSON bodies and query parameters', async () => {
    const { deps, client } = setup({ responses: [json({})] });
    await client.request('/administration/offer-data', { query: { ids: 'a,b', skip: undefined } });
    expect(deps.fetch.mock.calls[0]?.[0]).toBe('/api/administration/offer-data?ids=a%2Cb');
  });
});

describe('API client: calls that need the response headers', () => {
  it('hands back the body and the headers, and still offers the token to the session store', async () => {
    const { deps, client } = setup({
      responses: [json({ outcome: 'LOGIN_OK' }, 200, { [TOKEN_HEADER]: 'tok-9' })],
    });
    const { body, headers } = await client.requestWithHeaders<{ outcome: string }>(
      '/bulwark/customer/auth/login',
      { method: 'POST', body: { channel: 'EMAIL' }, auth: false },
    );
    expect(body).toEqual({ outcome: 'LOGIN_OK' });
    expect(headers.get(TOKEN_HEADER)).toBe('tok-9');
    expect(deps.offerToken).toHaveBeenCalledWith('tok-9');
  });

  it('gives null for a header the server did not send', async () => {
    const { client } = setup({ responses: [json({ secondFactorResponse: { tokenId: 't' } })] });
    const { headers } = await client.requestWithHeaders('/bulwark/customer/auth/login', { auth: false });
    expect(headers.get(TOKEN_HEADER)).toBeNull();
  });

  it('throws the API error with the server’s message, like request', async () => {
    const { client } = setup({
      responses: [json({ code: 'UNAUTHORIZED', message: 'Hibás e-mail cím vagy jelszó.' }, 401)],
    });
    await expect(
      client.requestWithHeaders('/bulwark/customer/auth/login', { method: 'POST', body: {}, auth: false }),
    ).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Hibás e-mail cím vagy jelszó.' });
  });

  it('sends extra request headers (the reset token of an email link)', async () => {
    const { deps, client } = setup({ responses: [json({ outcome: 'CHANGED' })] });
    await client.request('/bulwark/customer/auth/change-password', {
      method: 'POST',
      body: { newPassword: 'x' },
      auth: false,
      headers: { 'X-Reset-Token': 'reset-1' },
    });
    const sent = new Headers(deps.fetch.mock.calls[0]?.[1]?.headers);
    expect(sent.get('X-Reset-Token')).toBe('reset-1');
    expect(sent.get('Content-Type')).toBe('application/json');
    expect(sent.get('Authorization')).toBeNull();
  });

  it('a 204 answer gives an undefined body with the headers', async () => {
    const { client } = setup({
      responses: [new Response(null, { status: 204, headers: { 'X-Trace': 'a' } })],
    });
    const result = await client.requestWithHeaders('/bulwark/customer/auth/logout', { method: 'POST' });
    expect(result.body).toBeUndefined();
    expect(result.headers.get('X-Trace')).toBe('a');
  });
  it('sends a FormData body as multipart: untouched, with no JSON Content-Type, the token still sent', async () => {
    const { deps, client } = setup({ responses: [json({ id: 'd1' }, 201)] });
    const form = new FormData();
    form.set('promptId', '7');
    form.set('file', new File(['%PDF-1.7'], 'berjegyzek.pdf', { type: 'application/pdf' }));
    await expect(
      client.request('/credit/loan-application/a1/document', { method: 'PATCH', body: form }),
    ).resolves.toEqual({ id: 'd1' });
    const init = deps.fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    const sent = new Headers(init?.headers);
    expect(sent.get('Content-Type')).toBeNull();
    expect(sent.get('Authorization')).toBe('Bearer tok-1');
  });
});

describe('API client: the token a contract call sends', () => {
  it('sends a held token instead of the session’s, and no token on a public call unless it reads the session', async () => {
    const confirmed = { email: 'a@example.hu', outcome: 'CONFIRMED' };
    const { deps, client } = setup({ responses: [json({ id: 'mail-1' }), json(confirmed), json(confirmed)] });
    await client.call(sendConfirmationEmail, {
      body: { nonce: 'n1', isLeasing: false },
      heldToken: 'held-1',
    });
    await client.call(confirmEmail, { body: { id: 'c1', code: '123456' }, withSession: true });
    await expect(client.call(confirmEmail, { body: { token: 'link-token' } })).resolves.toEqual(confirmed);
    const sent = deps.fetch.mock.calls.map((call) => new Headers(call[1]?.headers).get('Authorization'));
    expect(sent).toEqual(['Bearer held-1', 'Bearer tok-1', null]);
  });
});
