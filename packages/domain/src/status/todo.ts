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

/** A signature to-do the customer still has to act on: counted, listed among the open ones, and it can expire. */
export const openSignatureStatuses = [
  'IN_PROGRESS',
  'ACCEPTED',
  'WAITING',
] as const satisfies readonly SignatureStatus[];

export function isOpenSignatureStatus(status: SignatureStatus): boolean {
  return (openSignatureStatuses as readonly SignatureStatus[]).includes(status);
}

/** What a signature to-do follows of its application (spec §4 positions and signature process states). */
export interface SignatureRoundApplication {
  position: string;
  signatureState: 'NOT_READY' | 'READY' | 'WITHDRAWN' | 'EXPIRED' | 'ERROR_FOUND';
  signedAt: Date | string | null;
}

/** Where the customer reads, confirms and signs the contract: the round is open here. */
const SIGNING_POSITIONS: readonly string[] = ['CONTRACT_CHECK', 'SIGN_PREPARATION', 'SIGN_CHOOSE'];

/**
 * The state a signature to-do takes after its application moved (the transition table of the
 * SIGNATURE to-do, docs/decisions/038): signed -> SIGNED; a reported contract error, a withdrawal
 * or an expiry closes it with that outcome; a closed or abandoned application closes it with
 * CANCEL; a signing under way (SIGN_WAITING) is WAITING, the steps before it IN_PROGRESS. A
 * SIGNED one changes only when the customer withdraws from the contract (CLOSED, WITHDRAWN); a
 * CLOSED one never changes. ACCEPTED is not reached by the built-in signer (038).
 */
export function nextSignatureTodoState(
  current: { status: SignatureStatus; outcome: SignatureOutcome | null },
  application: SignatureRoundApplication,
): { status: SignatureStatus; outcome: SignatureOutcome | null } {
  if (current.status === 'CLOSED') return current;
  if (current.status === 'SIGNED')
    return application.signatureState === 'WITHDRAWN' ? { status: 'CLOSED', outcome: 'WITHDRAWN' } : current;
  if (application.signedAt) return { status: 'SIGNED', outcome: null };
  switch (application.signatureState) {
    case 'ERROR_FOUND':
      return { status: 'CLOSED', outcome: 'ERROR_FOUND' };
    case 'WITHDRAWN':
      return { status: 'CLOSED', outcome: 'WITHDRAWN' };
    case 'EXPIRED':
      return { status: 'CLOSED', outcome: 'EXPIRED' };
    case 'NOT_READY':
    case 'READY':
      break;
  }
  if (application.position === 'SIGN_WAITING') return { status: 'WAITING', outcome: null };
  if (SIGNING_POSITIONS.includes(application.position))
    return current.status === 'WAITING' ? { status: 'IN_PROGRESS', outcome: null } : current;
  // Closed, abandoned or gone anywhere else without a signature: the round is over.
  return { status: 'CLOSED', outcome: 'CANCEL' };
}
