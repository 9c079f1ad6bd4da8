import { type BankSyncPurpose, generalBankSyncPurposes } from '@hitelkapu/domain';
import {
  cancelGoCardlessBankSync,
  continueBankSync,
  continueGoCardlessBankSync,
  continueLeasingBankSync,
  failBankSync,
  failGoCardlessBankSync,
  failLeasingBankSync,
  getCustomerBankSync,
  getGoCardlessBankSync,
  getLeasingBankSync,
  overrideGoCardlessBankSync,
  overrideLeasingBankSync,
  reportBankSyncMistake,
  revokeBankSync,
  setBankSyncManualLoanAmount,
  setBankSyncManualSalary,
  startBankSync,
  startGoCardlessBankSync,
  startLeasingBankSync,
} from '@hitelkapu/domain/contracts/endpoints/bank-sync';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { BankSyncScope, BankSyncService } from './bank-sync.service.ts';

type Scope = Required<BankSyncScope>;
type OnePurposeScope = Scope & { purpose: BankSyncPurpose };
const GENERAL: Scope = { purposes: generalBankSyncPurposes, provider: 'DEFAULT' };
const LEASING: OnePurposeScope = {
  purpose: 'LEASING_PRESCORE',
  purposes: ['LEASING_PRESCORE'],
  provider: 'DEFAULT',
};
const GOCARDLESS: OnePurposeScope = {
  purpose: 'LEASING_PRESCORE',
  purposes: ['LEASING_PRESCORE'],
  provider: 'GO_CARDLESS',
};

/**
 * PSD2 bank sync: the general flow's calls (provider DEFAULT, for the preliminary assessment
 * and the application flow's PSD2 field) and the leasing prescore's calls of each provider.
 */
export function bankSyncRoutes(app: FastifyInstance, bankSync: BankSyncService): void {
  const customerOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).customer.id;

  // General flow.
  route(app, startBankSync, async (request) => {
    const { purpose, ...start } = request.body;
    return bankSync.start(customerOf(request), GENERAL.provider, purpose, start);
  });
  route(app, continueBankSync, async (request) =>
    bankSync.continue(customerOf(request), request.params.id, GENERAL),
  );
  route(app, failBankSync, async (request) =>
    bankSync.failed(customerOf(request), request.params.id, request.body, GENERAL),
  );
  route(app, setBankSyncManualSalary, async (request) =>
    bankSync.setManualSalary(customerOf(request), request.body.purpose, request.body.amount),
  );
  route(app, setBankSyncManualLoanAmount, async (request) =>
    bankSync.setManualLoanAmount(customerOf(request), request.body.purpose, request.body.amount),
  );
  route(app, reportBankSyncMistake, async (request) =>
    bankSync.override(customerOf(request), request.body.purpose),
  );
  route(app, getCustomerBankSync, async (request) =>
    bankSync.mySync(customerOf(request), request.query.purpose, { flowId: request.query.flowId }),
  );
  route(app, revokeBankSync, async (request) => bankSync.revoke(customerOf(request), request.params.id));

  // Leasing prescore, each provider under its own paths.
  for (const [scope, calls] of [
    [
      LEASING,
      {
        mySync: getLeasingBankSync,
        start: startLeasingBankSync,
        continue: continueLeasingBankSync,
        failed: failLeasingBankSync,
        override: overrideLeasingBankSync,
      },
    ],
    [
      GOCARDLESS,
      {
        mySync: getGoCardlessBankSync,
        start: startGoCardlessBankSync,
        continue: continueGoCardlessBankSync,
        failed: failGoCardlessBankSync,
        override: overrideGoCardlessBankSync,
      },
    ],
  ] as const) {
    route(app, calls.mySync, async (request) => {
      const query: { flowId?: string; force?: 'true' | 'false' } = request.query;
      return bankSync.mySync(customerOf(request), scope.purpose, {
        provider: scope.provider,
        flowId: query.flowId,
        force: query.force === 'true',
      });
    });
    route(app, calls.start, async (request) =>
      bankSync.start(customerOf(request), scope.provider, scope.purpose, request.body),
    );
    route(app, calls.continue, async (request) =>
      bankSync.continue(customerOf(request), request.params.id, scope),
    );
    route(app, calls.failed, async (request) =>
      bankSync.failed(customerOf(request), request.params.id, request.body, scope),
    );
    route(app, calls.override, async (request) =>
      bankSync.override(customerOf(request), scope.purpose, scope.provider),
    );
  }
  route(app, cancelGoCardlessBankSync, async (request) =>
    bankSync.cancelInProgress(customerOf(request), GOCARDLESS.provider, GOCARDLESS.purpose),
  );
}
