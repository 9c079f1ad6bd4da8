import { describe, expect, it } from 'vitest';
import { generateSigningKeyPem, loadServerKeys } from './keys.ts';
import { createSessionTokens, sessionSettings } from './session-tokens.ts';

const subject = {
  id: '0b6f5a52-3f43-4c8e-9a51-2d0f1c9a7e11',
  firstName: 'Teszt',
  email: 'teszt.elek@pelda.hu',
  phone: null,
  partnerId: null,
};

async function tokens() {
  const keys = await loadServerKeys({
    sessionSigningKey: generateSigningKeyPem(),
    dataDir: '',
    embedded: false,
  });
  return createSessionTokens(keys, sessionSettings(30, 12));
}

describe('session tokens checked once and kept', () => {
  it('a token answers the same claims on every call until it expires, and none after [ASVS V9.2.1]', async () => {
    const sessions = await tokens();
    const now = Math.floor(Date.now() / 1000);
    const token = await sessions.issue(subject, 0, now);
    const first = await sessions.verify(token, now);
    expect(first?.sub).toBe(subject.id);
    expect(await sessions.verify(token, now + 60)).toEqual(first);
    expect(await sessions.verify(token, (first?.exp ?? 0) + 1)).toBeNull();
  });

  it('a token that differs from a verified one by one character is checked again and refused [ASVS V9.1.1]', async () => {
    const sessions = await tokens();
    const token = await sessions.issue(subject, 0);
    expect(await sessions.verify(token)).not.toBeNull();
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    expect(await sessions.verify(tampered)).toBeNull();
  });

  it('a token signed with another key is refused although a token of the same subject was accepted', async () => {
    const ours = await tokens();
    const theirs = await tokens();
    expect(await ours.verify(await ours.issue(subject, 0))).not.toBeNull();
    expect(await ours.verify(await theirs.issue(subject, 0))).toBeNull();
  });
});
