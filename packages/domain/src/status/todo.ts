import { z } from 'zod';

export const todoTypes = ['CORRECTION', 'SIGNATURE'] as const;
export const todoTypeSchema = /* @__PURE__ */ z.enum(todoTypes);
export type TodoType = z.infer<typeof todoTypeSchema>;

export const correctionStatuses = ['IN_PROGRESS', 'WITHDRAWN', 'COMPLETED', 'CLOSED', 'CANCELLED'] as const;
export const correctionStatusSchema = /* @__PURE__ */ z.enum(correctionStatuses);
export type CorrectionStatus = z.infer<typeof correctionStatusSchema>;

export const signatureStatuses = ['IN_PROGRESS', 'WAITING', 'ACCEPTED', 'SIGNED', 'CLOSED'] as const;
export const signatureStatusSchema = /* @__PURE__ */ z.enum(signatureStatuses);
export type SignatureStatus = z.infer<typeof signatureStatusSchema>;

export const signatureOutcomes = ['ERROR_FOUND', 'CANCEL', 'WITHDRAWN', 'EXPIRED'] as const;
export const signatureOutcomeSchema = /* @__PURE__ */ z.enum(signatureOutcomes);
export type SignatureOutcome = z.infer<typeof signatureOutcomeSchema>;

export const correctionOutcomes = ['SUCCESSFUL', 'UNSUCCESSFUL'] as const;
export const correctionOutcomeSchema = /* @__PURE__ */ z.enum(correctionOutcomes);
export type CorrectionOutcome = z.infer<typeof correctionOutcomeSchema>;
