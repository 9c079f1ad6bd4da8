const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// Bytes at or above the largest multiple of the alphabet size are discarded, so every
// character is equally likely (a plain modulo would favour the first 8 characters).
const unbiasedByteLimit = 256 - (256 % alphabet.length);
const maxBytesPerDraw = 65_536;

/** A random alphanumeric id ([A-Za-z0-9]) from the platform's secure random source. */
export function randomId(length = 16): string {
  if (!Number.isSafeInteger(length) || length < 0) {
    throw new RangeError(`randomId length must be a non-negative integer, got ${length}`);
  }
  let id = '';
  while (id.length < length) {
    // Over-requested a little so one draw usually suffices despite rejected bytes; capped at
    // the 65 536 bytes getRandomValues accepts per call.
    const size = Math.min(Math.ceil((length - id.length) * 1.1) + 1, maxBytesPerDraw);
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(size));
    for (const byte of bytes) {
      if (byte >= unbiasedByteLimit) continue;
      id += alphabet.charAt(byte % alphabet.length);
      if (id.length === length) break;
    }
  }
  return id;
}
