export * from './contracts/index.ts';
export * from './finance/index.ts';
export * from './format/index.ts';
export * from './rules/index.ts';
export * from './status/index.ts';
export * from './wording/error-messages.ts';
