import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { internalTokensHu, publicTokensHu } from '../../../server/src/seed/translations-hu.ts';
import { publicAccessibilityTokensHu } from '../../../server/src/seed/translations-hu-accessibility.ts';
import {
  internalApplicationTokensHu,
  publicApplicationTokensHu,
} from '../../../server/src/seed/translations-hu-application.ts';
import { internalAuthTokensHu, publicAuthTokensHu } from '../../../server/src/seed/translations-hu-auth.ts';
import { internalBankConnectionTokensHu } from '../../../server/src/seed/translations-hu-bank-connection.ts';
import { internalBankSyncTokensHu } from '../../../server/src/seed/translations-hu-bank-sync.ts';
import {
  internalCreditTokensHu,
  publicCreditTokensHu,
} from '../../../server/src/seed/translations-hu-credit.ts';
import { internalCreditTermsTokensHu } from '../../../server/src/seed/translations-hu-credit-terms.ts';
import {
  internalDataRightsTokensHu,
  publicDataRightsTokensHu,
} from '../../../server/src/seed/translations-hu-data-rights.ts';
import { internalDecisionReviewTokensHu } from '../../../server/src/seed/translations-hu-decision-review.ts';
import { internalJourneyTokensHu } from '../../../server/src/seed/translations-hu-journey.ts';
import {
  internalLeasingTokensHu,
  publicLeasingTokensHu,
} from '../../../server/src/seed/translations-hu-leasing.ts';
import {
  internalPurchaseTokensHu,
  publicPurchaseTokensHu,
} from '../../../server/src/seed/translations-hu-purchases.ts';
import {
  internalStaffTokensHu,
  publicStaffTokensHu,
} from '../../../server/src/seed/translations-hu-staff.ts';
import { internalStaffCaseEvidenceTokensHu } from '../../../server/src/seed/translations-hu-staff-case-evidence.ts';
import { internalTodoTokensHu } from '../../../server/src/seed/translations-hu-todos.ts';
import { theme } from '../app/theme.ts';

/** The shipped Hungarian wording, so component tests read what a customer reads. */
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'hu',
  keySeparator: false,
  nsSeparator: false,
  resources: {
    hu: {
      translation: {
        ...publicTokensHu,
        ...internalTokensHu,
        ...publicAuthTokensHu,
        ...internalAuthTokensHu,
        ...publicCreditTokensHu,
        ...internalCreditTokensHu,
        ...internalBankSyncTokensHu,
        ...internalBankConnectionTokensHu,
        ...internalCreditTermsTokensHu,
        ...publicApplicationTokensHu,
        ...internalApplicationTokensHu,
        ...publicStaffTokensHu,
        ...internalStaffTokensHu,
        ...publicAccessibilityTokensHu,
        ...internalJourneyTokensHu,
        ...internalDecisionReviewTokensHu,
        ...internalStaffCaseEvidenceTokensHu,
        ...publicDataRightsTokensHu,
        ...internalDataRightsTokensHu,
        ...publicLeasingTokensHu,
        ...internalLeasingTokensHu,
        ...publicPurchaseTokensHu,
        ...internalPurchaseTokensHu,
        ...internalTodoTokensHu,
      },
    },
  },
  interpolation: { escapeValue: false },
});

/** The test wording, for a test that builds its own providers (the real router). */
export const testI18n = i18n;

export function renderWithProviders(ui: ReactElement, { path = '/', route = '/' } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p>elsewhere</p> },
    ],
    {
      initialEntries: [route],
    },
  );
  return {
    router,
    queryClient,
    ...render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MantineProvider theme={theme}>
            <RouterProvider router={router} />
          </MantineProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    ),
  };
}
