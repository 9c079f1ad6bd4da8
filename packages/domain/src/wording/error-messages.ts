import type { ErrorCode } from '../contracts/error.ts';
import { accountsErrorsHu } from './errors/accounts.ts';
import { bankSyncErrorsHu } from './errors/bank-sync.ts';
import { creditErrorsHu } from './errors/credit.ts';
import { dealersErrorsHu } from './errors/dealers.ts';
import { genericErrorsHu } from './errors/generic.ts';
import { identitySigningErrorsHu } from './errors/identity-signing.ts';
import { leasingErrorsHu } from './errors/leasing.ts';
import { portalErrorsHu } from './errors/portal.ts';
import { purchasesErrorsHu } from './errors/purchases.ts';
import { staffErrorsHu } from './errors/staff.ts';
import { staffConfigErrorsHu } from './errors/staff-config.ts';
import { staffConfigFlowsErrorsHu } from './errors/staff-config-flows.ts';
import { staffConfigPartnersErrorsHu } from './errors/staff-config-partners.ts';
import { staffConfigTextsErrorsHu } from './errors/staff-config-texts.ts';
import { todosErrorsHu } from './errors/todos.ts';
import { webhooksErrorsHu } from './errors/webhooks.ts';

/**
 * The wording of every error the API answers, in one place (decision 027), one file an area
 * under `errors/`. The server fills `message` from it and sends the key as `messageKey`; the
 * seed puts the same entries into the public translation tokens, so the client can word an
 * error itself. `{{name}}` marks a value the error carries in `messageValues`.
 */
export const errorMessagesHu = {
  ...genericErrorsHu,
  ...accountsErrorsHu,
  ...portalErrorsHu,
  ...staffErrorsHu,
  ...staffConfigErrorsHu,
  ...staffConfigFlowsErrorsHu,
  ...staffConfigPartnersErrorsHu,
  ...staffConfigTextsErrorsHu,
  ...creditErrorsHu,
  ...identitySigningErrorsHu,
  ...bankSyncErrorsHu,
  ...dealersErrorsHu,
  ...leasingErrorsHu,
  ...webhooksErrorsHu,
  ...purchasesErrorsHu,
  ...todosErrorsHu,
} as const;

export type ErrorMessageKey = keyof typeof errorMessagesHu;
export type ErrorMessageValues = Record<string, string | number>;

/** The generic wording of an error code, used when a failure names nothing more specific. */
export function errorMessageKey(code: ErrorCode): ErrorMessageKey {
  return `errors.${code}`;
}

/** Fills `{{name}}` from the values; a name without a value stays visible rather than vanishing. */
export function fillErrorMessage(key: ErrorMessageKey, values?: ErrorMessageValues): string {
  return errorMessagesHu[key].replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    values && name in values ? String(values[name]) : match,
  );
}
