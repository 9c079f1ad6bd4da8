import { z } from 'zod';

/**
 * A key or version the database keeps in an `integer` column: a positive 32-bit integer.
 * A larger number is refused at the edge as a validation error, never sent to the database.
 */
export const recordNumberSchema = z.int32({ error: 'validation.invalid' }).positive();

/** The ages a birth-date question accepts, in whole years (inclusive). */
export const ageLimitsSchema = z.object({ min: z.number().int().min(0), max: z.number().int().min(0) });
