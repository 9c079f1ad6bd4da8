import { describe, expect, it } from 'vitest';
import { checkPassword, passwordPolicy } from './password-policy.ts';

describe('customer password policy', () => {
  it.each([
    ['Nyár-a-Balatonon', []],
    ['123456789', ['password.tooShort']],
    ['x'.repeat(passwordPolicy.maxLength + 1), ['password.tooLong']],
    ['Jelszo1234', ['password.common']],
    ['QWERTZUIOP', ['password.common']],
    // Ten characters of accented letters count as ten, not as their UTF-16 length.
    ['árvíztűrőü', []],
  ])('%s breaks %j', (password, expected) => {
    expect(checkPassword(password)).toEqual(expected);
  });

  it('refuses the email address or its local part', () => {
    expect(checkPassword('kovacs.anna@pelda.hu', { email: 'Kovacs.Anna@pelda.hu' })).toContain(
      'password.matchesIdentity',
    );
    expect(checkPassword('kovacs.anna', { email: 'kovacs.anna@pelda.hu' })).toEqual([
      'password.matchesIdentity',
    ]);
    expect(checkPassword('kovacs.anna.2026', { email: 'kovacs.anna@pelda.hu' })).toEqual([]);
  });

  it.each(['+36201234567', '06201234567', '+36 20 123 4567', '36201234567'])(
    'refuses the phone number written as %s',
    (password) => {
      expect(checkPassword(password, { phone: '+36 20 123 4567' })).toContain('password.matchesIdentity');
    },
  );

  it('accepts a password that merely contains digits of the phone number among letters', () => {
    expect(checkPassword('alma201234567', { phone: '+36 20 123 4567' })).toEqual([]);
  });
});
