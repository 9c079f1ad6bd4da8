import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const IDEMPOTENCY_KEY_MAX = 100;

/** The Idempotency-Key header: missing or empty -> 400 validation.required, too long -> validation.size. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined || key.trim() === '')
    throw new AppError('VALIDATION_FAILED', 'errors.request.idempotencyKeyMissing', {
      'Idempotency-Key': 'validation.required',
    });
  if (key.length > IDEMPOTENCY_KEY_MAX)
    throw new AppError('VALIDATION_FAILED', undefined, { 'Idempotency-Key': 'validation.size' });
  return key;
}
