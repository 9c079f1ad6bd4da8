export * from './consent.ts';
export * from './flow.ts';
export * from './navigation.ts';
export * from './password-policy.ts';
export * from './prefill.ts';
export * from './preliminary.ts';
export * from './validators.ts';
export * from './working-days.ts';
