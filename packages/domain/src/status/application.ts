import { z } from 'zod';

export const applicationFlowPositions = [
  'INTRO',
  'FLOW',
  'OVERVIEW',
  'SCORING',
  'KYC_PREPARATION',
  'KYC_CHOOSE',
  'KYC_WAITING',
  'CONTRACT_CHECK',
  'SIGN_PREPARATION',
  'SIGN_CHOOSE',
  'SIGN_WAITING',
  'UNDER_REVIEW',
  'OFFLINE_UNDER_REVIEW',
  'RESULT',
  'OFFLINE_RESULT',
  'PURCHASE_RESULT',
  'CLOSED',
  'COMPLETED',
] as const;
export const applicationFlowPositionSchema = /* @__PURE__ */ z.enum(applicationFlowPositions);
export type ApplicationFlowPosition = z.infer<typeof applicationFlowPositionSchema>;

export const applicationStatuses = [
  'UNDER_REVIEW',
  'BANK_RESULT',
  'PURCHASE_BANK_RESULT',
  'CLOSED',
  'COMPLETED',
] as const;
export const applicationStatusSchema = /* @__PURE__ */ z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export const scoringDecisions = [
  'APPROVED',
  'REJECT',
  'MANUAL',
  'MANUALLY_APPROVED',
  'MANUALLY_REJECTED',
  'DISALLOWED',
] as const;
export const scoringDecisionSchema = /* @__PURE__ */ z.enum(scoringDecisions);
export type ScoringDecision = z.infer<typeof scoringDecisionSchema>;

export const signatureProcessStates = ['NOT_READY', 'READY', 'WITHDRAWN', 'EXPIRED', 'ERROR_FOUND'] as const;
export const signatureProcessStateSchema = /* @__PURE__ */ z.enum(signatureProcessStates);
export type SignatureProcessState = z.infer<typeof signatureProcessStateSchema>;
