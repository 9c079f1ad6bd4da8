export * from './affordability.ts';
export * from './annuity.ts';
export * from './application-scoring.ts';
export * from './late-payment.ts';
export * from './money.ts';
export * from './offer-quote.ts';
export * from './preliminary-decision.ts';
export * from './thm.ts';
