import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createConfirmedCustomer } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The dev mailbox holds every reset link and code: outside an explicit demonstration it
 * does not exist, and even then it answers only this machine.
 */
describe('demo conveniences are an explicit choice', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.app.close();
    t = undefined;
  });

  /** The parts of the configuration a default start (no variables, no --demo) gives the app. */
  const defaultStart = () => pickDemo(loadConfig({}, []));

  it('a default start has no mailbox, no sandbox vendor and says it is no demo [ASVS V15.2.3 V13.4.2]', async () => {
    t = await createTestApp({ config: defaultStart() });
    const customer = await createConfirmedCustomer(t.app, t.database.db);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/bulwark/customer/auth/request-password-change',
      payload: { channel: 'EMAIL', email: customer.email },
      remoteAddress: '203.0.113.7',
    });
    expect(reset.statusCode).toBe(202);
    for (const remoteAddress of ['203.0.113.7', '127.0.0.1']) {
      const messages = await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages', remoteAddress });
      expect(messages.statusCode).toBe(404);
      expect(messages.body).not.toContain(customer.email);
      expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress })).statusCode).toBe(
        404,
      );
    }
    const kycTypes = await t.app.inject({
      method: 'GET',
      url: '/api/administration/kyc-type-info',
      headers: customer.auth,
    });
    expect(kycTypes.statusCode).toBe(200);
    expect(kycTypes.body).not.toContain('SANDBOX');
    const flag = await t.app.inject({ method: 'GET', url: '/api/administration/ui-config/portal/demo_mode' });
    expect(flag.json()).toEqual({ identifier: 'demo_mode', value: false });
  });

  it('in demo mode the mailbox answers this machine only, and the portal says it is a demo', async () => {
    t = await createTestApp({ config: pickDemo(loadConfig({}, ['--demo'])) });
    const customer = await createConfirmedCustomer(t.app, t.database.db);
    const remote = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox/messages',
      remoteAddress: '203.0.113.7',
    });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain(customer.email);
    // A forwarded-for header does not make a remote caller local.
    const forged = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(404);
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const local = await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages', remoteAddress });
      expect(local.statusCode, remoteAddress).toBe(200);
      expect(local.body).toContain(customer.email);
    }
    const configs = await t.app.inject({ method: 'GET', url: '/api/administration/ui-configs/portal' });
    expect(configs.json()).toContainEqual({ identifier: 'demo_mode', value: true });
  });

  it('answers other machines only when DEV_MAILBOX_REMOTE asks for it', async () => {
    t = await createTestApp({
      config: pickDemo(loadConfig({ DEV_MAILBOX_REMOTE: 'true' }, ['--demo'])),
    });
    const remote = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox/messages',
      remoteAddress: '203.0.113.7',
    });
    expect(remote.statusCode).toBe(200);
  });
});

function pickDemo(c: ReturnType<typeof loadConfig>) {
  return {
    devMailbox: c.devMailbox,
    devMailboxRemote: c.devMailboxRemote,
    demoMode: c.demoMode,
    kycSandbox: c.kycSandbox,
  };
}
