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
  SCORING: { customer: [], server: ['KYC_PREPARATION', 'RESULT', 'PURCHASE_RESULT', 'CLOSED'] },
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
  // A signed application waiting for a person closes when the shop cancels its purchase.
  UNDER_REVIEW: { customer: [], server: ['RESULT', 'PURCHASE_RESULT', 'CLOSED'] },
  OFFLINE_UNDER_REVIEW: { customer: [], server: ['OFFLINE_RESULT', 'CONTRACT_CHECK', 'CLOSED'] },
  // A person who reviews an automated refusal on request (EU 2023/2225 art. 18(8)) and changes it
  // sends the customer on to the identity check; a signed loan completes; a concluded contract
  // may be withdrawn from within 14 days (CLOSED, Fhtv. 20. §).
  RESULT: { customer: [], server: ['KYC_PREPARATION', 'COMPLETED', 'CLOSED'] },
  OFFLINE_RESULT: { customer: [], server: ['COMPLETED'] },
  // The result of a point-of-sale credit: the same moves as RESULT (a purchase's application
  // ends here instead, so the shop's part of the journey can follow).
  PURCHASE_RESULT: { customer: [], server: ['KYC_PREPARATION', 'COMPLETED', 'CLOSED'] },
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
  // A result is left by withdrawing from the contract, never by closing; a signed application
  // waiting for a person is not the customer's to abandon (only its shop's cancel closes it).
  if (isResultPosition(position) || position === 'UNDER_REVIEW' || position === 'OFFLINE_UNDER_REVIEW')
    return false;
  return applicationPositionTransitions[position].server.includes('CLOSED');
}

/** Where an application's decision is shown: a point-of-sale credit's has its own screen. */
export function resultPositionOf(application: { purchase?: unknown }): 'RESULT' | 'PURCHASE_RESULT' {
  return application.purchase ? 'PURCHASE_RESULT' : 'RESULT';
}

/** The status of a decided application: a point-of-sale credit's says so. */
export function resultStatusOf(application: { purchase?: unknown }): 'BANK_RESULT' | 'PURCHASE_BANK_RESULT' {
  return application.purchase ? 'PURCHASE_BANK_RESULT' : 'BANK_RESULT';
}

/** RESULT or PURCHASE_RESULT: the decision stands and a concluded contract may be withdrawn from. */
export function isResultPosition(
  position: ApplicationFlowPosition,
): position is 'RESULT' | 'PURCHASE_RESULT' {
  return position === 'RESULT' || position === 'PURCHASE_RESULT';
}

/** The profile keeps the flow place as `POSITION|page` (spec §4). */
export function flowStatusOf(position: ApplicationFlowPosition, page: number): string {
  return `${position}|${page}`;
}
