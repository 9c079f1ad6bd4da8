import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ConfigError } from '../config.ts';
import { deriveServerSecret, type ServerKeys } from './keys.ts';

/** The format tag of a sealed value; a new key or cipher gets a new tag. */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Secrets the portal must be able to read back (a subscriber's webhook signing secret), kept
 * sealed at rest with AES-256-GCM. `context` is bound as additional authenticated data, so a
 * sealed value copied to another row (another dealer) does not open there.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** Throws when the value was not sealed with this key for this context, or was altered. */
  open(sealed: string, context: string): string;
  /** Whether the value opens with the current key (a rotation re-seals those that do not). */
  isSealedWithCurrentKey(sealed: string, context: string): boolean;
}

export function createSecretBox(key: Buffer, decryptionKeys: readonly Buffer[] = []): SecretBox {
  for (const candidate of [key, ...decryptionKeys]) {
    if (candidate.length !== 32) throw new Error('the secrets key must be 32 bytes');
  }
  const openWith = (with_: Buffer, iv: string, tag: string, body: string, context: string) => {
    const decipher = createDecipheriv('aes-256-gcm', with_, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  };
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed value');
      try {
        return openWith(key, iv, tag, body, context);
      } catch (error) {
        // While the key is rotated, a value not yet re-sealed opens with a previous key.
        for (const previous of decryptionKeys) {
          try {
            return openWith(previous, iv, tag, body, context);
          } catch {}
        }
        throw error;
      }
    },
    isSealedWithCurrentKey(sealed, context) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return false;
      try {
        openWith(key, iv, tag, body, context);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/**
 * The key that seals secrets at rest: SECRETS_ENCRYPTION_KEY when configured. A demonstration,
 * development or test start may go without it and derives one from the server keys (every
 * instance sharing the signing key derives the same); a production start without it fails,
 * since a derived key would tie the sealed secrets to the session signing key's rotation.
 */
export function secretsKeyFor(
  config: {
    secretsEncryptionKey?: Buffer | undefined;
    demoMode?: boolean | undefined;
    nodeEnv?: string | undefined;
  },
  keys: Pick<ServerKeys, 'secretHashKey'>,
): Buffer {
  if (config.secretsEncryptionKey) return config.secretsEncryptionKey;
  if (!isProductionStart(config)) return deriveServerSecret(keys, 'secrets at rest');
  throw new ConfigError(
    'SECRETS_ENCRYPTION_KEY: required in production (32 bytes as 64 hex characters or base64, e.g. openssl rand -hex 32); it seals webhook signing secrets at rest',
  );
}

/** The secret box of a configuration: its key, and the previous keys while one is rotated. */
export function secretBoxFor(
  config: Parameters<typeof secretsKeyFor>[0] & { secretsDecryptionKeys?: readonly Buffer[] | undefined },
  keys: Pick<ServerKeys, 'secretHashKey'>,
): SecretBox {
  return createSecretBox(secretsKeyFor(config, keys), config.secretsDecryptionKeys ?? []);
}

/** Stops a production start without SECRETS_ENCRYPTION_KEY before it binds its port. */
export function checkSecretsKeyConfigured<C extends Parameters<typeof secretsKeyFor>[0]>(config: C): C {
  if (isProductionStart(config) && !config.secretsEncryptionKey) {
    throw new ConfigError(
      'Invalid configuration:\n  SECRETS_ENCRYPTION_KEY: required in production (32 bytes as 64 hex characters or base64, e.g. openssl rand -hex 32); it seals webhook signing secrets at rest',
    );
  }
  return config;
}

/** A start that is neither a demonstration nor development nor a test run. */
export function isProductionStart(config: {
  demoMode?: boolean | undefined;
  nodeEnv?: string | undefined;
}): boolean {
  return config.demoMode !== true && config.nodeEnv === 'production';
}
