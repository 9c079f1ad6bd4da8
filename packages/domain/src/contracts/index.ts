export * from './call-me-back.ts';
export * from './cookie-consent.ts';
export * from './error.ts';
export * from './health.ts';
export * from './portal-config.ts';
export * from './statements.ts';
export * from './translations.ts';
