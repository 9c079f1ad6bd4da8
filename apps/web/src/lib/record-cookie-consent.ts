import { recordCookieConsent as recordCookieConsentCall } from '@hitelkapu/domain/contracts/endpoints/consent';
import { randomId } from '@hitelkapu/domain/format/random-id';
import { COOKIE_POLICY_VERSION } from '@hitelkapu/domain/rules/consent';
import { api } from './api.ts';

const VISITOR_ID_KEY = 'hk.visitorId';

function visitorId(): string {
  let id = localStorage.getItem(VISITOR_ID_KEY);
  if (!id) {
    id = randomId(16);
    localStorage.setItem(VISITOR_ID_KEY, id);
  }
  return id;
}

/** Records the choice on the server; the choice itself already holds in this browser. */
export async function recordCookieConsent(allowAnalytics: boolean): Promise<void> {
  await api.call(recordCookieConsentCall, {
    body: { visitorId: visitorId(), allowAnalytics, policyVersion: COOKIE_POLICY_VERSION },
  });
}
