import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors.ts';

/** Documented on each route; checked by idempotencyKeyOf so a missing key names the header as written. */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Required. 1 to 100 characters, one per submission: a retry sends the same key.'),
});

const IDEMPOTENCY_KEY_MAX = 100;

/** The Idempotency-Key header: missing or empty -> 400 validation.required, too long -> validation.size. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined || key.trim() === '')
    throw new AppError('VALIDATION_FAILED', 'Hiányzik az Idempotency-Key fejléc.', {
      'Idempotency-Key': 'validation.required',
    });
  if (key.length > IDEMPOTENCY_KEY_MAX)
    throw new AppError('VALIDATION_FAILED', undefined, { 'Idempotency-Key': 'validation.size' });
  return key;
}
