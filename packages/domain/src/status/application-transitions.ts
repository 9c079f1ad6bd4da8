import type { ApplicationFlowPosition } from './application.ts';

/**
 * The legal moves of a loan application's position (spec §4 "Application flow positions").
 * `customer` moves go through PATCH update-position; `server` moves happen only as the
 * result of an action the server performs itself (finish -> scoring, identification start,
 * a provider callback, signing, a staff decision, closing), so a customer can never claim one.
 */
export interface PositionMoves {
  customer: readonly ApplicationFlowPosition[];
  server: readonly ApplicationFlowPosition[];
}

export const applicationPositionTransitions: Readonly<Record<ApplicationFlowPosition, PositionMoves>> = {
  INTRO: { customer: ['FLOW'], server: ['CLOSED'] },
  FLOW: { customer: ['INTRO', 'OVERVIEW'], server: ['CLOSED'] },
  // Back to the questions to change an answer; forwards only through finish.
  OVERVIEW: { customer: ['FLOW'], server: ['SCORING', 'CLOSED'] },
  // APPROVED and MANUAL continue to identity verification; REJECT and DISALLOWED end in RESULT.
  SCORING: { customer: [], server: ['KYC_PREPARATION', 'RESULT', 'CLOSED'] },
  KYC_PREPARATION: { customer: ['KYC_CHOOSE'], server: ['CLOSED'] },
  KYC_CHOOSE: { customer: ['KYC_PREPARATION'], server: ['KYC_WAITING', 'CLOSED'] },
  // A verified identity opens the contract; a declined or failed check lets the customer try again.
  KYC_WAITING: { customer: [], server: ['CONTRACT_CHECK', 'KYC_CHOOSE', 'CLOSED'] },
  // "Error found" stops signing and hands the application to a person, from wherever the
  // customer is still reading the documents, up to the moment the code is entered.
  CONTRACT_CHECK: { customer: ['SIGN_PREPARATION'], server: ['OFFLINE_UNDER_REVIEW', 'CLOSED'] },
  SIGN_PREPARATION: {
    customer: ['CONTRACT_CHECK', 'SIGN_CHOOSE'],
    server: ['OFFLINE_UNDER_REVIEW', 'CLOSED'],
  },
  SIGN_CHOOSE: { customer: ['SIGN_PREPARATION'], server: ['SIGN_WAITING', 'OFFLINE_UNDER_REVIEW', 'CLOSED'] },
  // Signed -> UNDER_REVIEW; too many wrong codes -> back to SIGN_CHOOSE.
  SIGN_WAITING: { customer: [], server: ['UNDER_REVIEW', 'SIGN_CHOOSE', 'OFFLINE_UNDER_REVIEW', 'CLOSED'] },
  UNDER_REVIEW: { customer: [], server: ['RESULT'] },
  OFFLINE_UNDER_REVIEW: { customer: [], server: ['OFFLINE_RESULT', 'CONTRACT_CHECK'] },
  // A person who reviews an automated refusal on request (EU 2023/2225 art. 18(8)) and changes it
  // sends the customer on to the identity check; a signed loan completes; a concluded contract
  // may be withdrawn from within 14 days (CLOSED, Fhtv. 20. §).
  RESULT: { customer: [], server: ['KYC_PREPARATION', 'COMPLETED', 'CLOSED'] },
  OFFLINE_RESULT: { customer: [], server: ['COMPLETED'] },
  PURCHASE_RESULT: { customer: [], server: ['COMPLETED'] },
  CLOSED: { customer: [], server: [] },
  COMPLETED: { customer: [], server: [] },
};

export function canCustomerMovePosition(from: ApplicationFlowPosition, to: ApplicationFlowPosition): boolean {
  return from === to || applicationPositionTransitions[from].customer.includes(to);
}

export function canServerMovePosition(from: ApplicationFlowPosition, to: ApplicationFlowPosition): boolean {
  return applicationPositionTransitions[from].server.includes(to);
}

/** Positions from which the customer may still close (abandon) the application. */
export function canCloseFrom(position: ApplicationFlowPosition): boolean {
  // A result is left by withdrawing from the contract, never by closing.
  return position !== 'RESULT' && applicationPositionTransitions[position].server.includes('CLOSED');
}

/** The profile keeps the flow place as `POSITION|page` (spec §4). */
export function flowStatusOf(position: ApplicationFlowPosition, page: number): string {
  return `${position}|${page}`;
}
