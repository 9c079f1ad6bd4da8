import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { checkSecretsKeyConfigured, createSecretBox, secretsKeyFor } from './secret-box.ts';

const keys = { secretHashKey: randomBytes(32) };

describe('secrets sealed at rest (AES-256-GCM)', () => {
  it('opens what it sealed, only for the same context, and refuses an altered value [ASVS V11.3.3]', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.seal('whsec_abc', 'webhook-secret:DEALER:1');
    expect(sealed).not.toContain('whsec_abc');
    expect(box.open(sealed, 'webhook-secret:DEALER:1')).toBe('whsec_abc');
    expect(() => box.open(sealed, 'webhook-secret:DEALER:2')).toThrow();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${body?.[0] === 'A' ? 'B' : 'A'}${body?.slice(1)}`;
    expect(() => box.open([version, iv, tag, flipped].join('.'), 'webhook-secret:DEALER:1')).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed, 'webhook-secret:DEALER:1')).toThrow();
  });

  it('takes the key from SECRETS_ENCRYPTION_KEY as hex or base64, and refuses a short one [ASVS V11.2.3]', () => {
    const hex = randomBytes(32).toString('hex');
    expect(loadConfig({ SECRETS_ENCRYPTION_KEY: hex }, []).secretsEncryptionKey?.toString('hex')).toBe(hex);
    const base64 = randomBytes(32).toString('base64');
    expect(loadConfig({ SECRETS_ENCRYPTION_KEY: base64 }, []).secretsEncryptionKey?.toString('base64')).toBe(
      base64,
    );
    expect(() => loadConfig({ SECRETS_ENCRYPTION_KEY: 'rovid' }, [])).toThrowError(/SECRETS_ENCRYPTION_KEY/);
  });

  it('fails a production start without the key, and derives one for a demonstration or test start', () => {
    const production = loadConfig({ NODE_ENV: 'production' }, []);
    expect(() => checkSecretsKeyConfigured(production)).toThrowError(ConfigError);
    expect(() => checkSecretsKeyConfigured(production)).toThrowError(/SECRETS_ENCRYPTION_KEY/);
    expect(() => secretsKeyFor(production, keys)).toThrowError(/SECRETS_ENCRYPTION_KEY/);

    const demo = loadConfig({ NODE_ENV: 'production' }, ['--demo']);
    expect(checkSecretsKeyConfigured(demo)).toBe(demo);
    const derived = secretsKeyFor(demo, keys);
    expect(derived).toHaveLength(32);
    expect(secretsKeyFor(loadConfig({ NODE_ENV: 'test' }, []), keys).equals(derived)).toBe(true);

    const configured = loadConfig({ NODE_ENV: 'production', SECRETS_ENCRYPTION_KEY: 'ab'.repeat(32) }, []);
    expect(checkSecretsKeyConfigured(configured)).toBe(configured);
    expect(secretsKeyFor(configured, keys).toString('hex')).toBe('ab'.repeat(32));
  });
});
