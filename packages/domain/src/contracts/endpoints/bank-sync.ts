import {
  bankSyncCorrectionSchema,
  bankSyncCustomerQuerySchema,
  bankSyncFailedSchema,
  bankSyncGoCardlessMySyncQuerySchema,
  bankSyncIdParamsSchema,
  bankSyncLookupSchema,
  bankSyncMistakeSchema,
  bankSyncMySyncQuerySchema,
  bankSyncSchema,
  bankSyncStartedSchema,
  bankSyncStartSchema,
  generalBankSyncStartSchema,
} from '../bank-sync.ts';
import { defineEndpoint } from '../endpoint.ts';

const tags = ['bank-sync'];

const startDescription =
  'Opens a PSD2 consent at the provider and answers its hosted page; while a sync of the same purpose is in progress, answers that one again instead of opening a second. 503 when the provider is not configured or unreachable.';
const continueDescription =
  'Asks the provider where the consent stands: linked reads the accounts once, analyses them and answers SUCCEEDED; pending stays IN_PROGRESS; refused or lapsed answers FAILED with the reason. 429 when the bank allows no more reads now, 503 when the provider is unreachable (nothing changes).';
const failedDescription =
  "Records the error the provider's page sent the browser back with: the sync in progress becomes FAILED. A finished sync is answered as it is.";

// General flow (spec §7 "Bank sync (first provider, general flow)"): provider DEFAULT, purpose
// PRELIMINARY, or APPLICATION for the application flow's PSD2 field.

export const startBankSync = defineEndpoint({
  operationId: 'startBankSync',
  method: 'POST',
  path: '/api/credit/psd2-sync/start',
  summary: "Starts linking a bank account for the preliminary assessment or the application's PSD2 field",
  description: `${startDescription} The purpose (PRELIMINARY unless given, or APPLICATION) decides the page the provider sends the browser back to.`,
  tags,
  access: 'customer',
  body: generalBankSyncStartSchema,
  response: bankSyncStartedSchema,
  errors: [429, 503],
});

export const continueBankSync = defineEndpoint({
  operationId: 'continueBankSync',
  method: 'POST',
  path: '/api/credit/psd2-sync/continue/:id',
  summary: "Checks the bank link's outcome with the provider and analyses the accounts once linked",
  description: continueDescription,
  tags,
  access: 'customer',
  params: bankSyncIdParamsSchema,
  response: bankSyncSchema,
  errors: [429, 503],
});

export const failBankSync = defineEndpoint({
  operationId: 'failBankSync',
  method: 'PATCH',
  path: '/api/credit/psd2-sync/failed/:id',
  summary: "Records an error the provider's page returned",
  description: failedDescription,
  tags,
  access: 'customer',
  params: bankSyncIdParamsSchema,
  body: bankSyncFailedSchema,
  response: bankSyncSchema,
});

export const setBankSyncManualSalary = defineEndpoint({
  operationId: 'setBankSyncManualSalary',
  method: 'PATCH',
  path: '/api/credit/psd2-sync/manual-salary',
  summary: 'Corrects the monthly salary found in the linked bank account',
  description:
    "Sets the customer's own monthly net salary on the purpose's successful sync; the detected figure is kept beside it. 409 when no successful sync exists.",
  tags,
  access: 'customer',
  body: bankSyncCorrectionSchema,
  response: bankSyncSchema,
  errors: [409],
});

export const setBankSyncManualLoanAmount = defineEndpoint({
  operationId: 'setBankSyncManualLoanAmount',
  method: 'PATCH',
  path: '/api/credit/psd2-sync/manual-loan-amount',
  summary: 'Corrects the monthly loan instalments found in the linked bank account',
  description:
    "Sets the customer's own total of monthly loan instalments on the purpose's successful sync; the detected figure is kept beside it. 409 when no successful sync exists.",
  tags,
  access: 'customer',
  body: bankSyncCorrectionSchema,
  response: bankSyncSchema,
  errors: [409],
});

export const reportBankSyncMistake = defineEndpoint({
  operationId: 'reportBankSyncMistake',
  method: 'POST',
  path: '/api/credit/psd2-sync/mistake-found',
  summary: 'Says the bank findings are wrong, so the manual answers count instead',
  tags,
  access: 'customer',
  body: bankSyncMistakeSchema,
  response: bankSyncSchema,
  errors: [409],
});

export const getCustomerBankSync = defineEndpoint({
  operationId: 'getCustomerBankSync',
  method: 'GET',
  path: '/api/credit/psd2-sync/customer',
  summary: "The customer's latest bank sync for a purpose, or null",
  tags,
  access: 'customer',
  query: bankSyncCustomerQuerySchema,
  response: bankSyncLookupSchema,
});

export const revokeBankSync = defineEndpoint({
  operationId: 'revokeBankSync',
  method: 'POST',
  path: '/api/credit/psd2-sync/revoke/:id',
  summary: 'Ends the bank connection: the consent is revoked at the provider and the bank data deleted',
  tags,
  access: 'customer',
  params: bankSyncIdParamsSchema,
  response: bankSyncSchema,
  errors: [503],
});

// Leasing prescore, provider 1 (DEFAULT).

export const getLeasingBankSync = defineEndpoint({
  operationId: 'getLeasingBankSync',
  method: 'GET',
  path: '/api/sync/psd2/my-sync',
  summary: "The customer's latest leasing bank sync; with force=true only one that can still be used",
  tags,
  access: 'customer',
  query: bankSyncMySyncQuerySchema,
  response: bankSyncLookupSchema,
});

export const startLeasingBankSync = defineEndpoint({
  operationId: 'startLeasingBankSync',
  method: 'POST',
  path: '/api/sync/psd2/start',
  summary: 'Starts linking a bank account for the leasing prescore',
  description: startDescription,
  tags,
  access: 'customer',
  body: bankSyncStartSchema,
  response: bankSyncStartedSchema,
  errors: [429, 503],
});

export const continueLeasingBankSync = defineEndpoint({
  operationId: 'continueLeasingBankSync',
  method: 'POST',
  path: '/api/sync/psd2/continue/:id',
  summary: "Checks the leasing bank link's outcome with the provider",
  description: continueDescription,
  tags,
  access: 'customer',
  params: bankSyncIdParamsSchema,
  response: bankSyncSchema,
  errors: [429, 503],
});

export const failLeasingBankSync = defineEndpoint({
  operationId: 'failLeasingBankSync',
  method: 'PATCH',
  path: '/api/sync/psd2/failed/:id',
  summary: "Records an error the provider's page returned for a leasing bank link",
  description: failedDescription,
  tags,
  access: 'customer',
  params: bankSyncIdParamsSchema,
  body: bankSyncFailedSchema,
  response: bankSyncSchema,
});

export const overrideLeasingBankSync = defineEndpoint({
  operationId: 'overrideLeasingBankSync',
  method: 'PATCH',
  path: '/api/sync/psd2/override',
  summary: 'Says the leasing bank findings are wrong, so the manual answers count instead',
  tags,
  access: 'customer',
  response: bankSyncSchema,
  errors: [409],
});

// Leasing prescore, provider 2 (GO_CARDLESS): the same calls without force, plus cancel.

export const getGoCardlessBankSync = defineEndpoint({
  operationId: 'getGoCardlessBankSync',
  method: 'GET',
  path: '/api/sync/gocardless/psd2/my-sync',
  summary: "The customer's latest leasing bank sync through GoCardless",
  tags,
  access: 'customer',
  query: bankSyncGoCardlessMySyncQuerySchema,
  response: bankSyncLookupSchema,
});

export const startGoCardlessBankSync = defineEndpoint({
  operationId: 'startGoCardlessBankSync',
  method: 'POST',
  path: '/api/sync/gocardless/psd2/start',
  summary: 'Starts linking a bank account through GoCardless for the leasing prescore',
  description: startDescription,
  tags,
  access: 'customer',
  body: bankSyncStartSchema,
  response: bankSyncStartedSchema,
  errors: [429, 503],
});

export const continueGoCardlessBankSync = defineEndpoint({
  operationId: 'continueGoCardlessBankSync',
  method: 'POST',
  path: '/api/sync/gocardless/psd2/continue/:id',
  summary: "Checks the GoCardless bank link's outcome",
  description: continueDescription,
  tags,
  access: 'customer',
  params: bankSyncIdParamsSchema,
  response: bankSyncSchema,
  errors: [429, 503],
});

export const failGoCardlessBankSync = defineEndpoint({
  operationId: 'failGoCardlessBankSync',
  method: 'PATCH',
  path: '/api/sync/gocardless/psd2/failed/:id',
  summary: "Records an error GoCardless's page returned",
  description: failedDescription,
  tags,
  access: 'customer',
  params: bankSyncIdParamsSchema,
  body: bankSyncFailedSchema,
  response: bankSyncSchema,
});

export const overrideGoCardlessBankSync = defineEndpoint({
  operationId: 'overrideGoCardlessBankSync',
  method: 'PATCH',
  path: '/api/sync/gocardless/psd2/override',
  summary: 'Says the GoCardless bank findings are wrong, so the manual answers count instead',
  tags,
  access: 'customer',
  response: bankSyncSchema,
  errors: [409],
});

export const cancelGoCardlessBankSync = defineEndpoint({
  operationId: 'cancelGoCardlessBankSync',
  method: 'PATCH',
  path: '/api/sync/gocardless/psd2/cancel-my-in-progress-sync',
  summary: 'Stops the unfinished GoCardless bank link and ends its consent',
  description:
    'The leasing sync in progress through GoCardless becomes CANCELLED and its consent is ended at GoCardless; answers null when none is in progress. 503 when GoCardless is not configured or unreachable (nothing changes).',
  tags,
  access: 'customer',
  response: bankSyncLookupSchema,
  errors: [503],
});
