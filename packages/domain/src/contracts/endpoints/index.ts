import type { EndpointDefinition } from '../endpoint.ts';
import * as applications from './applications.ts';
import * as auth from './auth.ts';
import * as bankList from './bank-list.ts';
import * as bankSync from './bank-sync.ts';
import * as callMeBack from './call-me-back.ts';
import * as consent from './consent.ts';
import * as dataRights from './data-rights.ts';
import * as dealers from './dealers.ts';
import * as decisionReviews from './decision-reviews.ts';
import * as documents from './documents.ts';
import * as health from './health.ts';
import * as identification from './identification.ts';
import * as leasingApplication from './leasing-application.ts';
import * as leasingPrescore from './leasing-prescore.ts';
import * as merchantApi from './merchant-api.ts';
import * as merchants from './merchants.ts';
import * as metrics from './metrics.ts';
import * as offers from './offers.ts';
import * as onboarding from './onboarding.ts';
import * as portalConfig from './portal-config.ts';
import * as preliminary from './preliminary.ts';
import * as profile from './profile.ts';
import * as purchases from './purchases.ts';
import * as signing from './signing.ts';
import * as staff from './staff.ts';
import * as staffAdmin from './staff-admin.ts';
import * as staffConfig from './staff-config.ts';
import * as staffConfigFlows from './staff-config-flows.ts';
import * as staffConfigPartners from './staff-config-partners.ts';
import * as staffConfigTexts from './staff-config-texts.ts';
import * as staffCorrections from './staff-corrections.ts';
import * as statements from './statements.ts';
import * as todos from './todos.ts';
import * as translations from './translations.ts';
import * as webhooks from './webhooks.ts';

/** Every call of the API, by area; the server registers each and the tests check both ways. */
export const endpointsByArea = {
  health,
  metrics,
  offers,
  translations,
  portalConfig,
  callMeBack,
  consent,
  auth,
  profile,
  dataRights,
  statements,
  onboarding,
  preliminary,
  applications,
  documents,
  identification,
  bankList,
  bankSync,
  signing,
  decisionReviews,
  staff,
  staffAdmin,
  staffCorrections,
  staffConfig,
  staffConfigFlows,
  staffConfigPartners,
  staffConfigTexts,
  todos,
  dealers,
  leasingPrescore,
  leasingApplication,
  webhooks,
  merchants,
  purchases,
  merchantApi,
} as const;

export const allEndpoints: readonly EndpointDefinition[] = Object.values(endpointsByArea).flatMap(
  (area) => Object.values(area) as EndpointDefinition[],
);
