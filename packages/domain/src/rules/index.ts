export * from './navigation.ts';
export * from './validators.ts';
