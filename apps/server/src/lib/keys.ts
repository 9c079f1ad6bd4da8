import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  type KeyObject,
} from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../config.ts';

export interface ServerKeys {
  /** Ed25519: signs session tokens (EdDSA). */
  signingKey: KeyObject;
  verifyKey: KeyObject;
  /** Keyed hash for one-time codes and link tokens, derived from the signing key. */
  secretHashKey: Buffer;
}

function fromPem(pem: string): ServerKeys {
  const signingKey = createPrivateKey(pem.replaceAll('\\n', '\n'));
  if (signingKey.asymmetricKeyType !== 'ed25519') {
    throw new ConfigError('SESSION_SIGNING_KEY: must be an Ed25519 private key');
  }
  const der = signingKey.export({ format: 'der', type: 'pkcs8' });
  return {
    signingKey,
    verifyKey: createPublicKey(signingKey),
    secretHashKey: Buffer.from(hkdfSync('sha256', der, Buffer.alloc(0), 'hitelkapu challenge secrets', 32)),
  };
}

/**
 * A 32-byte key for one purpose (`purpose` is the HKDF info), derived from the server keys:
 * every instance configured with the same signing key derives the same one.
 */
export function deriveServerSecret(keys: Pick<ServerKeys, 'secretHashKey'>, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', keys.secretHashKey, Buffer.alloc(0), `hitelkapu ${purpose}`, 32));
}

export function generateSigningKeyPem(): string {
  return generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
}

/**
 * The key comes from SESSION_SIGNING_KEY. On the embedded database it may be absent: one is
 * generated once into DATA_DIR/keys (readable by this user only) and reused after restarts.
 * Several instances on one PostgreSQL must share a configured key.
 */
export async function loadServerKeys(options: {
  sessionSigningKey: string | undefined;
  dataDir: string;
  embedded: boolean;
}): Promise<ServerKeys> {
  if (options.sessionSigningKey) return fromPem(options.sessionSigningKey);
  if (!options.embedded) {
    throw new ConfigError(
      'SESSION_SIGNING_KEY: required with DATABASE_URL, so every instance signs sessions with the same key',
    );
  }
  const file = path.join(options.dataDir, 'keys', 'session-ed25519.pem');
  try {
    return fromPem(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const pem = generateSigningKeyPem();
  await writeFile(file, pem, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return fromPem(await readFile(file, 'utf8'));
}
