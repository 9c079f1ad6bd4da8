export * from './consent.ts';
export * from './navigation.ts';
export * from './validators.ts';
export * from './password-policy.ts';
