import type { LoanApplication } from '@hitelkapu/domain/contracts/application';
import { formatHuf, formatPercent } from '@hitelkapu/domain/format/number';
import { json, mockApi, profile } from './api-mock.ts';
import {
  APPLICATION_ID,
  applicationFlow,
  applicationProduct,
  documentPrompt,
  loanApplication,
  readonlyField,
  statementPrompt,
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
  const questions = applicationFlow.steps.flatMap((step) => step.questions);
  const fieldIds = (type: (typeof questions)[number]['type']) => [
    ...new Set(questions.filter((question) => question.type === type).map((question) => question.fieldId)),
  ];
  // The field configurations the flow names, as the server answers them.
  const configurations = Object.fromEntries([
    ...fieldIds('READONLY_FIELD').map((id) => [
      `GET /administration/readonly-field/${id}`,
      json(readonlyField(id)),
    ]),
    ...fieldIds('DOCUMENT_PROMPT').map((id) => [
      `GET /administration/document-prompt/${id}`,
      json(documentPrompt(id)),
    ]),
    ...fieldIds('STATEMENT_PROMPT').map((id) => [
      `GET /administration/statement/${id}`,
      json(statementPrompt(id)),
    ]),
  ]);
  const { quote } = current;
  const api = mockApi({
    ...configurations,
    'GET /credit/my-loan-application': () => json(current),
    [`GET ${APP}/flow`]: json(applicationFlow),
    [`GET /credit/my-loan-application-base-data/${APPLICATION_ID}`]: json({
      values: {
        'profile.fullName': 'Kovács Anna',
        'profile.email': 'kovacs.anna@example.hu',
        'profile.phone': '+36 20 123 4567',
        'offer.productName': applicationProduct.name,
        'offer.amount': formatHuf(current.amount),
        'offer.months': `${current.duration} hónap`,
        'offer.monthlyPayment': formatHuf(quote.monthlyPayment),
        'offer.thm': formatPercent(quote.thm / 100),
      },
    }),
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
    // No bank account linked yet: the income step's PSD2 field offers the link.
    'GET /credit/psd2-sync/customer': json({ sync: null }),
    ...routes,
  });
  return {
    ...api,
    /** The application as the server now keeps it. */
    current: () => current,
    replace: (next: LoanApplication) => (current = next),
  };
}
