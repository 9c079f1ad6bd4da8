import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IdentificationStartResponse, LoanApplication } from '@hitelkapu/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, kycSessions, sandboxKycSessions } from '../../db/schema/index.ts';
import { generateSigningKeyPem, loadServerKeys } from '../../lib/keys.ts';
import { createConfirmedCustomer } from '../../testing/accounts.ts';
import { SMALL_PDF } from '../../testing/application.ts';
import {
  applicationAtKycPreparation,
  passIdentification,
  sandboxForm,
  startIdentification,
  TINY_JPEG,
  TINY_PNG,
} from '../../testing/identification.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CallbackTransport, injectCallbackTransport } from './callback-transport.ts';
import { createSandboxKycVendor, sandboxWebhookSecret } from './kyc-sandbox.service.ts';

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

describe('the sandbox KYC vendor', () => {
  let t: TestApp;
  let webDistDir: string;
  beforeAll(async () => {
    // With a built client present, so the history fallback is in play.
    webDistDir = await mkdtemp(path.join(tmpdir(), 'hk-kyc-sandbox-'));
    await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>Hitelkapu</title>');
    t = await createTestApp({ webDistDir });
  });
  afterAll(async () => {
    await t.app.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  /** An application at KYC_WAITING and the path of its sandbox page. */
  async function startedCheck() {
    const { customer, application } = await applicationAtKycPreparation(t.app, t.database.db);
    const res = await startIdentification(t.app, customer.auth, application.id);
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json<IdentificationStartResponse>();
    const page = new URL(started.redirectUrl).pathname;
    return { customer, application, started, page, reference: page.split('/').pop() as string };
  }

  const submit = (page: string, form: ReturnType<typeof sandboxForm>) =>
    t.app.inject({ method: 'POST', url: page, headers: form.headers, payload: form.payload });

  const applicationOf = async (auth: { authorization: string }, id: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/credit/my-loan-application/${id}`, headers: auth })
    ).json<LoanApplication>();

  const vendorRow = async (reference: string) => {
    const [row] = await t.database.db
      .select()
      .from(sandboxKycSessions)
      .where(eq(sandboxKycSessions.reference, reference));
    return row;
  };

  it('serves a Hungarian, phone-friendly capture page with both file inputs, under the CSP, not the client', async () => {
    const { page } = await startedCheck();
    const res = await t.app.inject({ method: 'GET', url: page });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain('<html lang="hu">');
    expect(html).toContain('name="viewport"');
    expect(html).toContain('Próbakörnyezet – nem valódi azonosítás');
    expect(html).toContain('<h1>Személyazonosság ellenőrzése</h1>');
    expect(html).toContain(
      '<input type="file" id="document" name="document" accept="image/jpeg,image/png" capture="environment" required',
    );
    expect(html).toContain(
      '<input type="file" id="selfie" name="selfie" accept="image/jpeg,image/png" capture="user" required',
    );
    expect(html).toContain('<label for="document">Az okmány fényképe</label>');
    expect(html).toContain('<label for="selfie">Fénykép Önről</label>');
    expect(html).toContain('<label for="declineReason">Elutasítás oka</label>');
    expect(html).toContain(
      '<option value="FACE_MISMATCH">Az arckép nem egyezik az okmány fényképével</option>',
    );
    expect(html).toContain('value="VERIFIED" class="button primary">Azonosítás sikeres</button>');
    expect(html).toContain('value="DECLINED" class="button secondary">Azonosítás elutasítva</button>');
    expect(html).toContain(`action="${page}" enctype="multipart/form-data"`);
    expect(html).not.toMatch(/<script|\sstyle="|\son[a-z]+="/);
    expect(html).not.toContain('Hitelkapu</title>');

    const css = await t.app.inject({ method: 'GET', url: '/sandbox/kyc/sandbox.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain(':focus-visible');
  });

  it('answers an unknown or malformed reference with a Hungarian 404 page, and never with the client', async () => {
    for (const url of [
      '/sandbox/kyc/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '/sandbox/kyc/nincs-ilyen',
      '/sandbox/kyc/%3Cscript%3E',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('Az azonosítás nem található');
      expect(res.body).not.toContain('<script>');
    }
    const deeper = await t.app.inject({ method: 'GET', url: '/sandbox/kyc/valami/mas' });
    expect(deeper.statusCode).toBe(404);
    expect(deeper.body).not.toContain('Hitelkapu</title>');
    // The client still answers its own routes.
    expect((await t.app.inject({ method: 'GET', url: '/application' })).body).toContain('Hitelkapu</title>');
  });

  it('a verified run through the page moves the application to CONTRACT_CHECK with the evidence of both images', async () => {
    const { customer, application, started, page, reference } = await startedCheck();
    const res = await submit(page, sandboxForm({ outcome: 'VERIFIED', documentType: 'PASSPORT' }));
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe('http://portal.test/application');

    const after = await applicationOf(customer.auth, application.id);
    expect(after).toMatchObject({ currentPosition: 'CONTRACT_CHECK', signatureState: 'READY' });
    expect(after.identityVerifiedAt).not.toBeNull();
    const [session] = await t.database.db
      .select()
      .from(kycSessions)
      .where(eq(kycSessions.id, started.kycSessionId));
    expect(session).toMatchObject({
      status: 'VERIFIED',
      evidence: {
        documentType: 'PASSPORT',
        documentSha256: sha256(TINY_PNG),
        selfieSha256: sha256(TINY_JPEG),
        livenessPassed: true,
      },
    });
    const vendor = await vendorRow(reference);
    expect(vendor).toMatchObject({ status: 'VERIFIED', deliveryAttempts: 1, lastDeliveryError: null });
    expect(vendor?.deliveredAt).toBeInstanceOf(Date);
    expect(vendor?.documentImage?.equals(TINY_PNG)).toBe(true);
    expect(vendor?.selfieImage?.equals(TINY_JPEG)).toBe(true);

    // The page is closed now; a second click goes back to the portal and changes nothing.
    const closed = await t.app.inject({ method: 'GET', url: page });
    expect(closed.statusCode).toBe(409);
    expect(closed.body).toContain('Ez az azonosítás már lezárult');
    expect(closed.body).toContain('href="http://portal.test/application"');
    const again = await submit(page, sandboxForm({ outcome: 'DECLINED' }));
    expect(again.statusCode).toBe(303);
    expect((await applicationOf(customer.auth, application.id)).currentPosition).toBe('CONTRACT_CHECK');
    const events = await t.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, application.id));
    expect(events.filter((e) => e.actor === 'PROVIDER')).toHaveLength(1);
  });

  it('a declined run moves the application back to KYC_CHOOSE with the reason', async () => {
    const { customer, application, page } = await startedCheck();
    const res = await submit(page, sandboxForm({ outcome: 'DECLINED', declineReason: 'FACE_MISMATCH' }));
    expect(res.statusCode, res.body).toBe(303);
    expect(await applicationOf(customer.auth, application.id)).toMatchObject({
      currentPosition: 'KYC_CHOOSE',
      identityVerifiedAt: null,
    });
    const state = await t.app.inject({
      method: 'GET',
      url: `/api/credit/loan-application/${application.id}/identification`,
      headers: customer.auth,
    });
    expect(state.json().identification).toMatchObject({ status: 'DECLINED', declineReason: 'FACE_MISMATCH' });
  });

  it('refuses a file that is not a JPEG or PNG image, whatever its name, with a Hungarian message, and records nothing', async () => {
    const { customer, application, page, reference } = await startedCheck();
    const pdf = await submit(page, sandboxForm({ document: SMALL_PDF }));
    expect(pdf.statusCode).toBe(400);
    expect(pdf.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(pdf.body).toContain(
      'Az okmány fényképe nem JPEG vagy PNG kép. A fájl tartalmát ellenőrizzük, nem a nevét',
    );
    expect(pdf.body).toContain('aria-invalid="true"');
    expect(pdf.body).toContain('role="alert"');

    const renamed = await submit(page, sandboxForm({ selfie: Buffer.from('MZ\x90\x00 nem kep') }));
    expect(renamed.statusCode).toBe(400);
    expect(renamed.body).toContain('A magáról készült fénykép nem JPEG vagy PNG kép.');

    // A JPEG signature in front of bytes that do not decode is not a photo either.
    const broken = await submit(
      page,
      sandboxForm({ document: Buffer.concat([TINY_JPEG.subarray(0, 20), Buffer.alloc(400, 0x41)]) }),
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.body).toContain('Az okmány fényképe sérült vagy hiányos');

    const missing = await submit(page, sandboxForm({ document: null, selfie: Buffer.alloc(0) }));
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Töltse fel az okmány fényképét.');
    expect(missing.body).toContain('Töltse fel a magáról készült fényképet.');

    const wrongReason = await submit(page, sandboxForm({ outcome: 'DECLINED', declineReason: 'BORED' }));
    expect(wrongReason.statusCode).toBe(400);
    expect(wrongReason.body).toContain('Válasszon a felkínált lehetőségek közül.');

    expect(await vendorRow(reference)).toMatchObject({ status: 'OPEN', verdict: null, documentImage: null });
    expect((await applicationOf(customer.auth, application.id)).currentPosition).toBe('KYC_WAITING');
  });

  it('an expired session shows a Hungarian page and takes no verdict', async () => {
    const { customer, application, page, reference } = await startedCheck();
    await t.database.db
      .update(sandboxKycSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxKycSessions.reference, reference));
    const res = await t.app.inject({ method: 'GET', url: page });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Az azonosítás ideje lejárt');
    expect(res.body).toContain('href="http://portal.test/application"');
    const posted = await submit(page, sandboxForm());
    expect(posted.statusCode).toBe(404);
    expect((await applicationOf(customer.auth, application.id)).currentPosition).toBe('KYC_WAITING');
  });

  it('retries a callback the portal did not take until it is delivered, and applies it once', async () => {
    const { customer, application, reference } = await startedCheck();
    const secret = sandboxWebhookSecret(undefined, t.keys);
    let failing = true;
    const attempts: { url: string; timestamp: string | undefined }[] = [];
    const inject = injectCallbackTransport(t.app);
    const transport: CallbackTransport = async (request) => {
      attempts.push({ url: request.url, timestamp: request.headers['kyc-timestamp'] });
      if (failing) throw new Error('connection refused');
      return inject(request);
    };
    const vendor = createSandboxKycVendor({
      db: t.database.db,
      publicUrl: 'http://portal.test',
      webhookSecret: secret,
      transport,
      log: t.app.log,
    });

    const now = new Date();
    const outcome = await vendor.submit(
      reference,
      {
        documentType: 'ID_CARD',
        outcome: 'VERIFIED',
        declineReason: undefined,
        document: { content: TINY_JPEG, truncated: false },
        selfie: { content: TINY_PNG, truncated: false },
      },
      now,
    );
    expect(outcome.state).toBe('DONE');
    expect(attempts).toEqual([
      { url: 'http://portal.test/api/kyc/callback/sandbox', timestamp: expect.any(String) },
    ]);
    expect(await vendorRow(reference)).toMatchObject({
      deliveryAttempts: 1,
      deliveredAt: null,
      lastDeliveryError: 'connection refused',
    });
    expect((await applicationOf(customer.auth, application.id)).currentPosition).toBe('KYC_WAITING');

    // Not due yet; then due after the first back-off (30 s), still failing; then delivered.
    expect(await vendor.deliverDueCallbacks(new Date(now.getTime() + 10_000))).toBe(0);
    expect(await vendor.deliverDueCallbacks(new Date(now.getTime() + 31_000))).toBe(1);
    expect(await vendorRow(reference)).toMatchObject({ deliveryAttempts: 2, deliveredAt: null });
    failing = false;
    expect(await vendor.deliverDueCallbacks(new Date(now.getTime() + 31_000 + 61_000))).toBe(1);
    const delivered = await vendorRow(reference);
    expect(delivered).toMatchObject({ deliveryAttempts: 3, lastDeliveryError: null, nextDeliveryAt: null });
    expect(delivered?.deliveredAt).toBeInstanceOf(Date);
    expect(await vendor.deliverDueCallbacks(new Date(now.getTime() + 3_600_000))).toBe(0);
    expect((await applicationOf(customer.auth, application.id)).currentPosition).toBe('CONTRACT_CHECK');
  });

  it('passIdentification takes a fresh application to CONTRACT_CHECK', async () => {
    const { customer, application } = await applicationAtKycPreparation(t.app, t.database.db);
    const verified = await passIdentification(t.app, customer.auth, application.id);
    expect(verified).toMatchObject({ currentPosition: 'CONTRACT_CHECK', signatureState: 'READY' });
  });
});

describe('the sandbox KYC vendor switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { kycSandbox: false } });
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('has no pages, offers no sandbox method and takes no sandbox callbacks', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/sandbox/kyc/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Próbakörnyezet');
    const { auth } = await createConfirmedCustomer(t.app, t.database.db);
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/administration/kyc-type-info',
      headers: auth,
    });
    expect(info.json()).toMatchObject({ kycTypes: [] });
    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/kyc/callback/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(callback.statusCode).toBe(404);
  });
});

describe('the sandbox webhook secret', () => {
  it('is the configured one, else derived from the signing key: the same on every instance with that key', async () => {
    const pem = generateSigningKeyPem();
    const one = await loadServerKeys({ sessionSigningKey: pem, dataDir: '', embedded: false });
    const two = await loadServerKeys({ sessionSigningKey: pem, dataDir: '', embedded: false });
    const other = await loadServerKeys({
      sessionSigningKey: generateSigningKeyPem(),
      dataDir: '',
      embedded: false,
    });
    const derived = sandboxWebhookSecret(undefined, one);
    expect(derived).toHaveLength(32);
    expect(sandboxWebhookSecret(undefined, two).equals(derived)).toBe(true);
    expect(sandboxWebhookSecret(undefined, other).equals(derived)).toBe(false);
    // Not the key that hashes one-time codes: each purpose has its own.
    expect(derived.equals(one.secretHashKey)).toBe(false);
    expect(sandboxWebhookSecret('c'.repeat(40), one).toString('utf8')).toBe('c'.repeat(40));
  });
});
