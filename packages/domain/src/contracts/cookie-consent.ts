import { z } from 'zod';
import { recordNumberSchema } from './primitives.ts';

export const cookieConsentRequestSchema = z.object({
  /** A random id kept in the visitor's browser, so one browser's choices can be read in order. */
  visitorId: z.string().regex(/^[A-Za-z0-9]{16}$/, { error: 'validation.regex' }),
  allowAnalytics: z.boolean(),
  policyVersion: recordNumberSchema,
});
export type CookieConsentRequest = z.infer<typeof cookieConsentRequestSchema>;

export const cookieConsentResponseSchema = z.object({ id: z.string(), recordedAt: z.string() });
export type CookieConsentResponse = z.infer<typeof cookieConsentResponseSchema>;
