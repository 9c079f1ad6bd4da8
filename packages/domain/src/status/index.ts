export * from './application.ts';
export * from './assessment.ts';
export * from './flow-fields.ts';
export * from './profile.ts';
export * from './profile-schemas.ts';
export * from './profile-transitions.ts';
export * from './purchase.ts';
export * from './todo.ts';
