import { z } from 'zod';
import { hungarianPhonePattern } from '../rules/validators.ts';
import { recordNumberSchema } from './primitives.ts';
import { statementSchema } from './statements.ts';

export const callBackTimeSlots = ['MORNING', 'MIDDAY', 'AFTERNOON', 'ANY'] as const;
export const callBackTimeSlotSchema = z.enum(callBackTimeSlots);
export type CallBackTimeSlot = z.infer<typeof callBackTimeSlotSchema>;

export const callMeBackAcceptanceSchema = statementSchema;

export const callMeBackRequestSchema = z.object({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .min(2, { error: 'validation.size' })
    .max(100, { error: 'validation.size' }),
  phone: z
    .string({ error: 'validation.required' })
    .regex(hungarianPhonePattern, { error: 'validation.phone' }),
  preferredTime: callBackTimeSlotSchema,
  statementId: recordNumberSchema,
  statementVersion: recordNumberSchema,
  accepted: z.literal(true, { error: 'validation.statementRequired' }),
});
export type CallMeBackRequest = z.infer<typeof callMeBackRequestSchema>;

/** A logged-in customer's request: name and phone come from the profile unless a phone is given. */
export const customerCallMeBackRequestSchema = callMeBackRequestSchema
  .pick({ preferredTime: true, accepted: true, statementId: true, statementVersion: true })
  .extend({ phone: callMeBackRequestSchema.shape.phone.optional() });
export type CustomerCallMeBackRequest = z.infer<typeof customerCallMeBackRequestSchema>;

export const callMeBackResponseSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
});
export type CallMeBackResponse = z.infer<typeof callMeBackResponseSchema>;
