export * from './call-back-requests.ts';
export * from './content.ts';
