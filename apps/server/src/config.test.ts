import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('defaults to port 3000 on the embedded database under ./data, with no demo convenience at all [ASVS V13.4.2]', () => {
    const config = loadConfig({}, []);
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.demoMode).toBe(false);
    expect(config.seedDemoData).toBe(false);
    expect(config.devMailbox).toBe(false);
    expect(config.kycSandbox).toBe(false);
  });

  it('turns the demo conveniences on together with DEMO_MODE or --demo, on either database', () => {
    for (const config of [
      loadConfig({ DEMO_MODE: 'on' }, []),
      loadConfig({}, ['--demo']),
      loadConfig({ DATABASE_URL: 'postgres://u@h/db' }, ['--demo']),
    ]) {
      expect(config.demoMode).toBe(true);
      expect(config.seedDemoData).toBe(true);
      expect(config.devMailbox).toBe(true);
      expect(config.devMailboxRemote).toBe(false);
      expect(config.kycSandbox).toBe(true);
    }
  });

  it('gives each convenience by name only, and lets demo mode switch one off', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO_DATA: 'true' }, []).seedDemoData).toBe(
      true,
    );
    const mailboxOnly = loadConfig({ DEV_MAILBOX: 'true' }, []);
    expect([mailboxOnly.devMailbox, mailboxOnly.seedDemoData, mailboxOnly.kycSandbox]).toEqual([
      true,
      false,
      false,
    ]);
    expect(loadConfig({ DEV_MAILBOX: 'false' }, ['--demo']).devMailbox).toBe(false);
    expect(loadConfig({ DEV_MAILBOX_REMOTE: 'true' }, ['--demo']).devMailboxRemote).toBe(true);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO_DATA', 'yes'],
    ['DEMO_MODE', 'maybe'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrowError(new RegExp(name));
  });
});

describe('staff account from configuration', () => {
  it('is absent unless both STAFF_SEED_EMAIL and STAFF_SEED_PASSWORD are set [ASVS V6.3.2]', () => {
    expect(loadConfig({}).staffSeed).toBeUndefined();
    const config = loadConfig({
      STAFF_SEED_EMAIL: 'Ugyintezo@Bank.hu',
      STAFF_SEED_PASSWORD: 'Hosszu-Biztos-Jelszo-2026',
    });
    expect(config.staffSeed).toEqual({ email: 'ugyintezo@bank.hu', password: 'Hosszu-Biztos-Jelszo-2026' });
  });

  it('stops when only one of the two is set, naming the missing one', () => {
    expect(() => loadConfig({ STAFF_SEED_EMAIL: 'ugyintezo@bank.hu' })).toThrowError(/STAFF_SEED_PASSWORD/);
    expect(() => loadConfig({ STAFF_SEED_PASSWORD: 'Hosszu-Biztos-Jelszo-2026' })).toThrowError(
      /STAFF_SEED_EMAIL: required/,
    );
  });

  it('stops on a malformed address or a weak password, without repeating the password', () => {
    expect(() =>
      loadConfig({ STAFF_SEED_EMAIL: 'nem-email', STAFF_SEED_PASSWORD: 'Hosszu-Biztos-Jelszo-2026' }),
    ).toThrowError(/STAFF_SEED_EMAIL/);
    for (const weak of ['rovid', 'hitelkapu2026']) {
      const attempt = () => loadConfig({ STAFF_SEED_EMAIL: 'ugyintezo@bank.hu', STAFF_SEED_PASSWORD: weak });
      expect(attempt).toThrowError(ConfigError);
      expect(attempt).toThrowError(/STAFF_SEED_PASSWORD/);
      expect(attempt).not.toThrowError(new RegExp(weak));
    }
  });
});

describe('the sandbox KYC vendor from configuration', () => {
  it('is mounted in demo mode unless KYC_SANDBOX says off, and has no configured secret by default', () => {
    const config = loadConfig({}, ['--demo']);
    expect(config.kycSandbox).toBe(true);
    expect(config.kycSandboxWebhookSecret).toBeUndefined();
    for (const off of ['off', 'false', '0'])
      expect(loadConfig({ KYC_SANDBOX: off }, ['--demo']).kycSandbox).toBe(false);
    for (const on of ['on', 'true', '1']) expect(loadConfig({ KYC_SANDBOX: on }).kycSandbox).toBe(true);
  });

  it('takes a webhook secret of at least 32 characters and names the variable, not the value, when shorter', () => {
    const secret = 'f'.repeat(64);
    expect(loadConfig({ KYC_SANDBOX_WEBHOOK_SECRET: secret }).kycSandboxWebhookSecret).toBe(secret);
    const attempt = () => loadConfig({ KYC_SANDBOX_WEBHOOK_SECRET: 'tul-rovid-titok' });
    expect(attempt).toThrowError(ConfigError);
    expect(attempt).toThrowError(/KYC_SANDBOX_WEBHOOK_SECRET/);
    expect(attempt).not.toThrowError(/tul-rovid-titok/);
    expect(() => loadConfig({ KYC_SANDBOX: 'maybe' })).toThrowError(/KYC_SANDBOX/);
  });
});

describe('PSD2 providers', () => {
  const aggregator = {
    PSD2_API_URL: 'https://api.aggregator.example/v1/',
    PSD2_UI_URL: 'https://connect.aggregator.example',
    PSD2_CLIENT_ID: 'hitelkapu',
    PSD2_CLIENT_SECRET: 'a-secret-of-sixteen-plus',
  };

  it('runs the sandboxes in demo mode only, and no real provider unless one is configured', () => {
    expect(loadConfig({}, [])).toMatchObject({ psd2Sandbox: false, psd2Providers: {} });
    expect(loadConfig({}, ['--demo'])).toMatchObject({ psd2Sandbox: true, psd2Providers: {} });
    expect(loadConfig({ DEMO_MODE: 'on', PSD2_SANDBOX: 'off' }, []).psd2Sandbox).toBe(false);
  });

  it('takes a provider only whole, naming what is missing and never repeating a secret', () => {
    const { PSD2_CLIENT_SECRET: _secret, ...partial } = aggregator;
    expect(() => loadConfig(partial, [])).toThrowError(/PSD2_CLIENT_SECRET: required together with/);
    const attempt = () => loadConfig({ GOCARDLESS_SECRET_KEY: 'gocardless-secret-key-1234' }, []);
    expect(attempt).toThrowError(/GOCARDLESS_SECRET_ID/);
    expect(attempt).not.toThrowError(/gocardless-secret-key-1234/);
    expect(() => loadConfig({ ...aggregator, PSD2_API_URL: 'http://plain.example' }, [])).toThrowError(
      /PSD2_API_URL: must be an https URL/,
    );
  });

  it('configures both real providers from their variables', () => {
    const config = loadConfig(
      { ...aggregator, GOCARDLESS_SECRET_ID: 'id-1', GOCARDLESS_SECRET_KEY: 'gocardless-secret-key-1234' },
      [],
    );
    expect(config.psd2Providers).toEqual({
      hostedConsent: {
        apiUrl: 'https://api.aggregator.example/v1',
        uiUrl: 'https://connect.aggregator.example',
        clientId: 'hitelkapu',
        clientSecret: 'a-secret-of-sixteen-plus',
      },
      goCardless: {
        baseUrl: 'https://bankaccountdata.gocardless.com/api/v2',
        secretId: 'id-1',
        secretKey: 'gocardless-secret-key-1234',
      },
    });
  });
});
