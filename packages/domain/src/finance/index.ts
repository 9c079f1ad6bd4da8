export * from './affordability.ts';
export * from './annuity.ts';
export * from './money.ts';
export * from './thm.ts';
