import type { LoanApplication } from '@hitelkapu/domain/contracts/application';
import { json, mockApi, profile } from './api-mock.ts';
import {
  APPLICATION_ID,
  applicationFlow,
  idCardPrompt,
  khrStatement,
  loanApplication,
} from './application-fixtures.ts';
import { assessment } from './credit-fixtures.ts';

/** The application's own calls, below /api. */
export const APP = `/credit/loan-application/${APPLICATION_ID}`;

/**
 * A server that keeps the application: position moves and answers change what it returns
 * next; `replace` is the server moving it on its own (a callback, a person's decision).
 */
export function mockApplicationApi(
  start: Partial<LoanApplication> = {},
  routes: Parameters<typeof mockApi>[0] = {},
) {
  let current = loanApplication(start);
  const api = mockApi({
    'GET /credit/my-loan-application': () => json(current),
    [`GET ${APP}/flow`]: json(applicationFlow),
    [`GET /credit/my-loan-application-base-data/${APPLICATION_ID}`]: json({
      values: { 'profile.fullName': 'Kovács Anna', 'offer.productName': 'Hitelkapu Kölcsön' },
    }),
    'GET /administration/readonly-field/1': json({ id: 1, label: 'Név', source: 'profile.fullName' }),
    'GET /administration/document-prompt/1': json(idCardPrompt),
    'GET /administration/statement/1': json(khrStatement),
    [`PATCH ${APP}/data`]: (call) => {
      const body = call.body as { key: string; value: string; version: number };
      return json({ key: body.key, value: body.value, version: body.version + 1 });
    },
    [`PATCH ${APP}/update-position`]: (call) => {
      const body = call.body as {
        flowPosition: LoanApplication['currentPosition'];
        currentFlowIndex: number;
      };
      current = { ...current, currentPosition: body.flowPosition, currentFlowIndex: body.currentFlowIndex };
      return json(current);
    },
    'GET /profile': json(profile({ currentStatus: 'IN_FLOW' })),
    // The assessment the application started from (birth date 1985-04-12, 650 000 Ft a month).
    'GET /credit/my-preliminary-assessment': json(assessment()),
    ...routes,
  });
  return {
    ...api,
    /** The application as the server now keeps it. */
    current: () => current,
    replace: (next: LoanApplication) => (current = next),
  };
}
