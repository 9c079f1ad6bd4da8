export * from './journey.ts';
export * from './model.ts';
export * from './validation.ts';
export * from './visibility.ts';
