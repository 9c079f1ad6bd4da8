import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { generateSigningKeyPem, loadServerKeys } from './keys.ts';

describe('session signing keys', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hk-keys-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('generates one Ed25519 key into the data folder on the embedded database, readable by the owner only, and reuses it [ASVS V11.6.1 V13.3.2]', async () => {
    const first = await loadServerKeys({ sessionSigningKey: undefined, dataDir, embedded: true });
    const second = await loadServerKeys({ sessionSigningKey: undefined, dataDir, embedded: true });
    expect(first.signingKey.asymmetricKeyType).toBe('ed25519');
    expect(second.verifyKey.export({ format: 'jwk' })).toEqual(first.verifyKey.export({ format: 'jwk' }));
    const file = await stat(path.join(dataDir, 'keys', 'session-ed25519.pem'));
    expect(file.mode & 0o077).toBe(0);
  });

  it('requires a configured key on a shared database, so every instance signs alike', async () => {
    await expect(loadServerKeys({ sessionSigningKey: undefined, dataDir, embedded: false })).rejects.toThrow(
      ConfigError,
    );
    await expect(loadServerKeys({ sessionSigningKey: undefined, dataDir, embedded: false })).rejects.toThrow(
      /SESSION_SIGNING_KEY/,
    );
  });

  it('accepts a configured key with escaped newlines, as environment variables often carry it', async () => {
    const pem = generateSigningKeyPem();
    const keys = await loadServerKeys({
      sessionSigningKey: pem.replaceAll('\n', '\\n'),
      dataDir: '',
      embedded: false,
    });
    expect(keys.signingKey.asymmetricKeyType).toBe('ed25519');
  });
});
