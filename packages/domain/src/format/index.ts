export * from './date.ts';
export * from './duration.ts';
export * from './mask.ts';
export * from './number.ts';
export * from './phone.ts';
export * from './random-id.ts';
