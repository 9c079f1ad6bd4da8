import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, checkWebhookUrlResolves, classifyAddress, guardedLookup } from './webhook-url.ts';

const production = { allowLoopback: false };
const demo = { allowLoopback: true };

const problemOf = (url: string, policy = production) => {
  const checked = checkWebhookUrl(url, policy);
  return checked.ok ? 'ok' : checked.problem;
};

describe('webhook URLs (SSRF)', () => {
  it('accepts https to a public host', () => {
    expect(problemOf('https://api.dunakanyar-autohaz.hu/hitelkapu/webhook')).toBe('ok');
    expect(problemOf('https://93.184.215.14:8443/hook')).toBe('ok');
  });

  it('refuses plain http to a public host, in production and in a demo alike', () => {
    expect(problemOf('http://api.dunakanyar-autohaz.hu/webhook')).toBe('notHttps');
    expect(problemOf('http://api.dunakanyar-autohaz.hu/webhook', demo)).toBe('notHttps');
  });

  it.each([
    'https://10.1.2.3/hook',
    'https://172.20.0.5/hook',
    'https://192.168.1.10/hook',
    'https://169.254.169.254/latest/meta-data/',
    'https://100.64.0.1/hook',
    'https://0.0.0.0/hook',
    'https://[fe80::1]/hook',
    'https://[fd12:3456::1]/hook',
    'https://[::ffff:10.0.0.1]/hook',
    'https://[::ffff:a9fe:a9fe]/hook',
    'https://224.0.0.1/hook',
  ])('refuses a private or link-local address: %s [ASVS V1.3.6]', (url) => {
    expect(problemOf(url)).toBe('privateAddress');
    expect(problemOf(url, demo)).toBe('privateAddress');
  });

  it('refuses this machine in production, and allows it (http too) in a demo or test start [ASVS V1.3.6]', () => {
    for (const url of [
      'http://localhost:3000/sandbox/dealer-webhooks/x',
      'https://localhost/hook',
      'http://127.0.0.1:3000/hook',
      'https://[::1]/hook',
      'http://api.localhost/hook',
    ]) {
      expect(problemOf(url), url).toBe('privateAddress');
      expect(problemOf(url, demo), url).toBe('ok');
    }
  });

  it('refuses what is no web address, and credentials in the URL', () => {
    expect(problemOf('nem egy cím')).toBe('invalid');
    expect(problemOf('ftp://files.example.hu/hook')).toBe('invalid');
    expect(problemOf('https://user:jelszo@api.example.hu/hook')).toBe('invalid');
    expect(problemOf(`https://api.example.hu/${'a'.repeat(2100)}`)).toBe('invalid');
  });

  it('refuses a name that resolves to a private address, when set and at connect time [ASVS V1.3.6]', async () => {
    const url = new URL('https://rebind.example.hu/hook');
    const toPrivate = async () => [{ address: '10.0.0.7', family: 4 }];
    const toPublic = async () => [{ address: '93.184.215.14', family: 4 }];
    const mixed = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '169.254.169.254', family: 4 },
    ];
    const nowhere = async () => Promise.reject(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }));
    expect(await checkWebhookUrlResolves(url, production, toPrivate)).toEqual({
      ok: false,
      problem: 'privateAddress',
    });
    expect(await checkWebhookUrlResolves(url, production, mixed)).toEqual({
      ok: false,
      problem: 'privateAddress',
    });
    expect(await checkWebhookUrlResolves(url, production, nowhere)).toEqual({
      ok: false,
      problem: 'unresolvable',
    });
    expect(await checkWebhookUrlResolves(url, production, toPublic)).toEqual({ ok: true });

    const lookupWith = (resolve: typeof toPrivate) =>
      new Promise<{ error: NodeJS.ErrnoException | null; address: string }>((done) => {
        guardedLookup(production, resolve)('rebind.example.hu', { family: 0 }, (error, address) =>
          done({ error, address: String(address) }),
        );
      });
    const refused = await lookupWith(toPrivate);
    expect(refused.error?.code).toBe('EWEBHOOKADDRESS');
    expect(await lookupWith(toPublic)).toEqual({ error: null, address: '93.184.215.14' });
  });

  it('classifies addresses', () => {
    expect(classifyAddress('8.8.8.8')).toBe('public');
    expect(classifyAddress('127.0.0.53')).toBe('loopback');
    expect(classifyAddress('::1')).toBe('loopback');
    expect(classifyAddress('2a00:1450:4001::1')).toBe('public');
    expect(classifyAddress('172.31.255.255')).toBe('refused');
    expect(classifyAddress('172.32.0.1')).toBe('public');
  });
});
