/**
 * The customer password policy (OWASP ASVS 4.0 V2.1): length over composition rules, a
 * block list of common passwords, and never the login name itself. The server serves it to
 * the client (`GET /api/bulwark/password-policy/customer`) and re-checks every password.
 */
export const passwordPolicy = { minLength: 10, maxLength: 128 } as const;

export const passwordRuleKeys = {
  tooShort: 'password.tooShort',
  tooLong: 'password.tooLong',
  common: 'password.common',
  matchesIdentity: 'password.matchesIdentity',
} as const;
export type PasswordRuleKey = (typeof passwordRuleKeys)[keyof typeof passwordRuleKeys];

/**
 * Passwords people pick first, here and everywhere; compared case-insensitively. Hungarian
 * keyboards are QWERTZ, so their walks are listed too.
 */
export const commonPasswords: readonly string[] = [
  '1234567890',
  '12345678910',
  '0123456789',
  '1111111111',
  '0000000000',
  '1234512345',
  '1q2w3e4r5t',
  'qwertyuiop',
  'qwertzuiop',
  'asdfghjkl1',
  'yxcvbnm123',
  'password12',
  'password123',
  'password1234',
  'passw0rd123',
  'iloveyou12',
  'jelszo1234',
  'jelszó1234',
  'jelszo12345',
  'jelszavam1',
  'jelszavam123',
  'titkos1234',
  'titkosjelszo',
  'szeretlek1',
  'szeretlek123',
  'magyarorszag',
  'budapest123',
  'budapest2024',
  'budapest2025',
  'budapest2026',
  'hitelkapu1',
  'hitelkapu123',
  'hitelkapu2026',
  'abcd123456',
  'abc1234567',
  'qwerty1234',
  'qwertz1234',
  'aaaaaaaaaa',
  'football12',
  'welcome123',
  'letmein123',
  'admin12345',
  'administrator',
  'q1w2e3r4t5',
  'zaq12wsxcde',
  '1qaz2wsx3edc',
];

const commonSet = new Set(commonPasswords.map((password) => password.toLowerCase()));

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** The phone number itself in any usual notation: +36…, 36…, 06… or the nine national digits. */
function isPhoneNumberOf(password: string, phone: string | null | undefined): boolean {
  if (!phone || !/^[\d\s+()./-]+$/.test(password)) return false;
  const national = digitsOf(phone).slice(-9);
  return [national, `36${national}`, `06${national}`].includes(digitsOf(password));
}

/**
 * Every rule the password breaks, as message keys; empty when it is acceptable. The email's
 * local part and the phone's national digits count as the identity.
 */
export function checkPassword(
  password: string,
  identity: { email?: string | null; phone?: string | null } = {},
): PasswordRuleKey[] {
  const broken: PasswordRuleKey[] = [];
  const length = [...password].length;
  if (length < passwordPolicy.minLength) broken.push(passwordRuleKeys.tooShort);
  if (length > passwordPolicy.maxLength) broken.push(passwordRuleKeys.tooLong);
  const lower = password.toLowerCase();
  if (commonSet.has(lower)) broken.push(passwordRuleKeys.common);
  const email = identity.email?.trim().toLowerCase();
  const matchesEmail = Boolean(email) && (lower === email || lower === email?.split('@')[0]);
  if (matchesEmail || isPhoneNumberOf(password, identity.phone))
    broken.push(passwordRuleKeys.matchesIdentity);
  return broken;
}
