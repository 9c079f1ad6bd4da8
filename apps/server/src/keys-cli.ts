/**
 * Key material for a deployment (docs/operations/README.md), printed on stdout:
 *   node apps/server/dist/keys-cli.js signing-key      a new Ed25519 key, one line, for SESSION_SIGNING_KEY
 *   node apps/server/dist/keys-cli.js encryption-key   32 random bytes in hex, for SECRETS_ENCRYPTION_KEY or SECRET_HASH_KEY
 *   node apps/server/dist/keys-cli.js secret-hash-key  the secret-hash key SESSION_SIGNING_KEY derives today: set it as
 *                                                      SECRET_HASH_KEY before rotating the signing key
 */
import { createPrivateKey, randomBytes } from 'node:crypto';
import { derivedSecretHashKey, generateSigningKeyPem } from './lib/keys.ts';

const [command] = process.argv.slice(2);

switch (command) {
  case 'signing-key':
    process.stdout.write(`${generateSigningKeyPem().trim().replaceAll('\n', '\\n')}\n`);
    break;
  case 'encryption-key':
    process.stdout.write(`${randomBytes(32).toString('hex')}\n`);
    break;
  case 'secret-hash-key': {
    const pem = process.env.SESSION_SIGNING_KEY;
    if (!pem) {
      console.error('SESSION_SIGNING_KEY is not set: give the key whose derived secret-hash key you need.');
      process.exit(1);
    }
    const key = createPrivateKey(pem.replaceAll('\\n', '\n'));
    process.stdout.write(`${derivedSecretHashKey(key).toString('hex')}\n`);
    break;
  }
  default:
    console.error('usage: keys-cli.js signing-key | encryption-key | secret-hash-key');
    process.exit(2);
}
