import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  type KeyObject,
} from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errors, type JWTPayload, type JWTVerifyOptions, jwtVerify } from 'jose';
import { ConfigError } from '../config.ts';

export interface ServerKeys {
  /** Ed25519: signs session tokens (EdDSA). */
  signingKey: KeyObject;
  verifyKey: KeyObject;
  /**
   * Keys whose tokens are still accepted while a signing key is rotated (SESSION_VERIFY_KEYS):
   * the coming key before every instance signs with it, the old one until its tokens expire.
   */
  previousVerifyKeys: readonly KeyObject[];
  /**
   * Keyed hash for one-time codes, link tokens, merchant and dealer API keys and unsubscribe
   * links: SECRET_HASH_KEY when configured, else derived from the signing key.
   */
  secretHashKey: Buffer;
}

/** Where the keys come from beyond the signing key; all optional. */
export interface KeyOptions {
  /** PEM blocks (public or private Ed25519 keys) accepted for verification too. */
  verifyKeysPem?: string | undefined;
  /** 32 bytes that key the secret hashes, so the signing key can rotate alone. */
  secretHashKey?: Buffer | undefined;
}

const PEM_BLOCK = /-----BEGIN ([A-Z ]+)-----[\s\S]+?-----END \1-----/g;

/** Each Ed25519 key in a run of PEM blocks (private keys give their public half). */
export function parseVerifyKeys(pem: string): KeyObject[] {
  const blocks = pem.replaceAll('\\n', '\n').match(PEM_BLOCK) ?? [];
  if (blocks.length === 0) throw new ConfigError('SESSION_VERIFY_KEYS: must hold Ed25519 keys in PEM form');
  return blocks.map((block) => {
    const key = block.includes('PRIVATE KEY')
      ? createPublicKey(createPrivateKey(block))
      : createPublicKey(block);
    if (key.asymmetricKeyType !== 'ed25519') {
      throw new ConfigError('SESSION_VERIFY_KEYS: every key must be an Ed25519 key');
    }
    return key;
  });
}

/** The secret-hash key a signing key derives when SECRET_HASH_KEY is not set. */
export function derivedSecretHashKey(signingKey: KeyObject): Buffer {
  const der = signingKey.export({ format: 'der', type: 'pkcs8' });
  return Buffer.from(hkdfSync('sha256', der, Buffer.alloc(0), 'hitelkapu challenge secrets', 32));
}

function fromPem(pem: string, options: KeyOptions = {}): ServerKeys {
  const signingKey = createPrivateKey(pem.replaceAll('\\n', '\n'));
  if (signingKey.asymmetricKeyType !== 'ed25519') {
    throw new ConfigError('SESSION_SIGNING_KEY: must be an Ed25519 private key');
  }
  const verifyKey = createPublicKey(signingKey);
  const current = verifyKey.export({ format: 'der', type: 'spki' });
  return {
    signingKey,
    verifyKey,
    previousVerifyKeys: options.verifyKeysPem
      ? parseVerifyKeys(options.verifyKeysPem).filter(
          (key) => !key.export({ format: 'der', type: 'spki' }).equals(current),
        )
      : [],
    secretHashKey: options.secretHashKey ?? derivedSecretHashKey(signingKey),
  };
}

/**
 * Verifies a token the portal signed: with the current key, then with each key accepted during
 * a rotation. Only a failed signature moves on to the next key; an expired token or a wrong
 * audience fails at once, whichever key signed it.
 */
export async function verifyServerToken(
  token: string,
  keys: Pick<ServerKeys, 'verifyKey' | 'previousVerifyKeys'>,
  options: JWTVerifyOptions,
): Promise<JWTPayload> {
  const candidates = [keys.verifyKey, ...(keys.previousVerifyKeys ?? [])];
  for (const [index, key] of candidates.entries()) {
    try {
      return (await jwtVerify(token, key, options)).payload;
    } catch (error) {
      const last = index === candidates.length - 1;
      if (last || !(error instanceof errors.JWSSignatureVerificationFailed)) throw error;
    }
  }
  throw new errors.JWSSignatureVerificationFailed();
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
export async function loadServerKeys(
  options: {
    sessionSigningKey: string | undefined;
    dataDir: string;
    embedded: boolean;
  } & KeyOptions,
): Promise<ServerKeys> {
  if (options.sessionSigningKey) return fromPem(options.sessionSigningKey, options);
  if (!options.embedded) {
    throw new ConfigError(
      'SESSION_SIGNING_KEY: required with DATABASE_URL, so every instance signs sessions with the same key',
    );
  }
  const file = path.join(options.dataDir, 'keys', 'session-ed25519.pem');
  try {
    return fromPem(await readFile(file, 'utf8'), options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const pem = generateSigningKeyPem();
  await writeFile(file, pem, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return fromPem(await readFile(file, 'utf8'), options);
}
