import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * The staff's second factor: a time-based one-time code (RFC 6238; SHA-1, six digits, 30
 * seconds, as every authenticator app reads it). A code of the step before or after is also
 * taken, for a clock a little off; a step once taken is never taken again (totp_last_step).
 */
export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'Hitelkapu';

function totpOf(secretBase32: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new secret of 160 bits, in Base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What an authenticator app needs: the otpauth:// address and its QR code (SVG). */
export async function enrolmentOf(secretBase32: string, email: string) {
  const otpauthUri = totpOf(secretBase32, email).toString();
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret: secretBase32, otpauthUri, qrSvg };
}

/** The step a code belongs to, or null when it matches none of now, the step before or after. */
export function stepOfCode(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The code of a step (the step of `now` by default): what an authenticator shows. */
export function totpCode(secretBase32: string, now = Date.now()): string {
  return totpOf(secretBase32).generate({ timestamp: now });
}
