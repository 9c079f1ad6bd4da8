import { z } from 'zod';

/**
 * The Idempotency-Key header of a call that must not happen twice. Optional here so a missing
 * key is answered by the server's own check, which names the header as written.
 */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Required. 1 to 100 characters, one per submission: a retry sends the same key.'),
});
