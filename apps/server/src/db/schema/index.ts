export * from './accounts.ts';
export * from './applications.ts';
export * from './call-back-requests.ts';
export * from './consents.ts';
export * from './content.ts';
export * from './credit.ts';
export * from './staff.ts';
export * from './verification.ts';
