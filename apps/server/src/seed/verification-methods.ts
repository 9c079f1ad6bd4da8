import type { verificationMethods } from '../db/schema/index.ts';

/**
 * The identity-check and signing methods offered out of the box: the built-in sandbox KYC
 * vendor and the built-in signer with a one-time code by SMS. A real vendor's adapter adds
 * its own row (and a staff member may disable these).
 */
export const verificationMethodSeed: (typeof verificationMethods.$inferInsert & { id: number })[] = [
  {
    id: 1,
    kind: 'KYC',
    code: 'SANDBOX',
    provider: 'sandbox',
    title: 'Online azonosítás fényképpel',
    description:
      'Lefényképezi személyi igazolványát, majd készít magáról egy szelfit. Az ellenőrzés néhány perc, és bármikor megismételhető.',
    minutes: 5,
    sortOrder: 1,
  },
  {
    id: 2,
    kind: 'SIGNATURE',
    code: 'SMS_OTP',
    provider: 'builtin',
    title: 'Aláírás SMS-kóddal',
    description:
      'A szerződést a regisztrált telefonszámára küldött egyszer használatos kóddal írja alá. A kód 5 percig érvényes.',
    minutes: 2,
    sortOrder: 1,
  },
];
