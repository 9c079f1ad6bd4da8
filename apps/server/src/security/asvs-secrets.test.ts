import { createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ONE_TIME_CODE_LENGTH } from '@hitelkapu/domain';
import { describe, expect, it } from 'vitest';
import { createChallengeSecrets } from '../lib/challenge-secrets.ts';
import { type RequestLineWriter, requestLineWriter } from '../lib/logger.ts';
import { createSecretBox } from '../lib/secret-box.ts';

/**
 * How the portal makes and keeps its one-time secrets, and what its source never does
 * (OWASP ASVS 5.0): codes and link tokens come from the operating system's CSPRNG, are long
 * enough, and are stored only as a keyed hash.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The shipped source of the server, the client and the domain package: no tests, no test helpers. */
function shippedSource(): { file: string; text: string }[] {
  return ['apps/server/src', 'apps/web/src', 'packages/domain/src'].flatMap((dir) =>
    readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
      .filter(
        (file) =>
          /\.tsx?$/.test(file) &&
          !/\.(test|spec)\.tsx?$/.test(file) &&
          !file.split(path.sep).some((part) => part === 'testing' || part === 'node_modules'),
      )
      .map((file) => ({
        file: path.join(dir, file),
        text: readFileSync(path.join(repoRoot, dir, file), 'utf8'),
      })),
  );
}

describe('one-time secrets (ASVS 5.0)', () => {
  const key = randomBytes(32);
  const secrets = createChallengeSecrets(key);

  it('a one-time code is six random digits (about 20 bits) drawn evenly from the whole range [ASVS V6.5.4 V6.5.3]', () => {
    expect(ONE_TIME_CODE_LENGTH).toBeGreaterThanOrEqual(6);
    const codes = Array.from({ length: 2000 }, () => secrets.newCode());
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    // 2000 draws from a million values: a handful of repeats at most, and every leading digit.
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(new Set(codes.map((code) => code[0])).size).toBe(10);
  });

  it('a link token carries 256 random bits and never repeats [ASVS V11.5.1]', () => {
    const tokens = Array.from({ length: 500 }, () => secrets.newLinkToken());
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('stores a code only as an HMAC-SHA-256 under the server key, bound to its challenge [ASVS V11.4.1 V6.6.2]', () => {
    const hash = secrets.codeHash('challenge-1', '123456');
    expect(hash).toBe(createHmac('sha256', key).update('challenge-1:123456').digest('hex'));
    expect(hash).not.toContain('123456');
    expect(secrets.matches(hash, secrets.codeHash('challenge-1', '123456'))).toBe(true);
    expect(secrets.matches(hash, secrets.codeHash('challenge-2', '123456'))).toBe(false);
    expect(
      secrets.matches(hash, createChallengeSecrets(randomBytes(32)).codeHash('challenge-1', '123456')),
    ).toBe(false);
  });

  it('no shipped code draws from Math.random: every random value comes from node:crypto or the browser CSPRNG [ASVS V11.5.1 V6.5.3]', () => {
    const files = shippedSource();
    expect(files.length).toBeGreaterThan(300);
    expect(files.filter(({ text }) => /\bMath\.random\s*\(/.test(text)).map(({ file }) => file)).toEqual([]);
  });

  it('no shipped code evaluates text as code: no eval, new Function or string timers [ASVS V1.3.2]', () => {
    const dynamic = /\beval\s*\(|\bnew\s+Function\s*\(|\bset(Timeout|Interval)\s*\(\s*['"`]/;
    expect(
      shippedSource()
        .filter(({ text }) => dynamic.test(text))
        .map(({ file }) => file),
    ).toEqual([]);
  });

  it('no shipped code runs operating system commands [ASVS V1.2.5]', () => {
    const shell =
      /from '(node:)?child_process'|require\(['"](node:)?child_process['"]\)|\bexecSync\b|\bexecFile\b/;
    expect(
      shippedSource()
        .filter(({ text }) => shell.test(text))
        .map(({ file }) => file),
    ).toEqual([]);
  });

  it('cryptography comes only from validated implementations: node:crypto (OpenSSL), jose, argon2, otpauth, standardwebhooks [ASVS V11.2.1]', () => {
    const specifiers = shippedSource().flatMap(({ text }) =>
      [...text.matchAll(/(?:from|import\()\s*'([^'.][^']*)'/g)].map((match) => match[1] as string),
    );
    const handMadeOrUnvetted =
      /^(crypto-js|bcryptjs|node-forge|tweetnacl|elliptic|jsrsasign|jsonwebtoken|js-sha\d*|sha\.js|md5|hash\.js|aes-js|scrypt-js|@noble\/|sjcl)/;
    expect(specifiers.filter((specifier) => handMadeOrUnvetted.test(specifier))).toEqual([]);
    // The ones in use are there, so the scan reads real imports.
    for (const used of ['node:crypto', 'jose', '@node-rs/argon2']) expect(specifiers).toContain(used);
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'apps/server/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies).filter((name) => handMadeOrUnvetted.test(name))).toEqual([]);
  });

  it('no shipped code turns off the certificate check of an outgoing TLS connection [ASVS V12.3.2]', () => {
    const insecure = /rejectUnauthorized\s*:\s*false|NODE_TLS_REJECT_UNAUTHORIZED|checkServerIdentity\s*:/;
    expect(
      shippedSource()
        .filter(({ text }) => insecure.test(text))
        .map(({ file }) => file),
    ).toEqual([]);
  });
});

describe('secrets at rest (ASVS 5.0)', () => {
  it('seals with AES-256-GCM under a fresh 96-bit nonce: no padding, no repeat for the same value, and a standard decipher opens it [ASVS V11.3.1 V11.3.2]', () => {
    const key = randomBytes(32);
    const box = createSecretBox(key);
    const plain = 'whsec_0123456789abcdef0123456789abcdef';
    const first = box.seal(plain, 'webhook-secret:DEALER:7');
    const second = box.seal(plain, 'webhook-secret:DEALER:7');
    expect(first).not.toBe(second);
    const [version, iv, tag, body] = first
      .split('.')
      .map((part, i) => (i === 0 ? part : Buffer.from(part, 'base64url')));
    expect(version).toBe('v1');
    expect(iv).toHaveLength(12);
    expect(tag).toHaveLength(16);
    // A stream mode: the ciphertext is exactly as long as the text, no block padding.
    expect(body).toHaveLength(Buffer.byteLength(plain));
    const decipher = createDecipheriv('aes-256-gcm', key, iv as Buffer, { authTagLength: 16 });
    decipher.setAAD(Buffer.from('webhook-secret:DEALER:7'));
    decipher.setAuthTag(tag as Buffer);
    expect(Buffer.concat([decipher.update(body as Buffer), decipher.final()]).toString()).toBe(plain);
  });
});

describe('request log lines (ASVS 5.0)', () => {
  it('are one JSON object a line with a UTC epoch time, request id, method, path, address and status [ASVS V16.2.2 V16.2.4 V16.2.1]', async () => {
    const writes: string[] = [];
    const write = requestLineWriter({ write: (text: string) => void writes.push(text) }, 'info');
    if (!write) throw new Error('info lines are on');
    const request = { id: 'req-1', url: '/api/profile?x=1', method: 'GET', ip: '203.0.113.9' };
    const before = Date.now();
    write(request as unknown as Parameters<RequestLineWriter>[0], 401, 2.4);
    await new Promise((resolve) => setImmediate(resolve));
    const lines = writes.join('').trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '');
    // Milliseconds since the epoch are UTC by definition: no local time zone can shift them.
    expect(Number.isInteger(line.time)).toBe(true);
    expect(line.time).toBeGreaterThanOrEqual(before);
    expect(line.time).toBeLessThanOrEqual(Date.now());
    expect(line).toMatchObject({
      reqId: 'req-1',
      req: { method: 'GET', url: '/api/profile', remoteAddress: '203.0.113.9' },
      statusCode: 401,
    });
  });
});
