import { OnboardingPreview } from '../features/onboarding/components/onboarding-preview.tsx';
import { staffApi } from '../features/staff/api/staff-client.ts';
import { StaffNav } from '../features/staff/components/staff-nav.tsx';
import { ConfigOnboardingPagesPage } from '../features/staff-config/components/onboarding-pages-page.tsx';
import { ConfigStatementsPage } from '../features/staff-config/components/statements-page.tsx';
import { ConfigTranslationsPage } from '../features/staff-config/components/translations-page.tsx';
import { type StaffConfigDeps, StaffConfigProvider } from '../features/staff-config/config-deps.tsx';
import { type StaffConfigTextsDeps, StaffConfigTextsProvider } from '../features/staff-config/texts-deps.tsx';

/**
 * The texts editor's pages (translation tokens, statements, onboarding pages), composed here:
 * the editor gets the staff API client, the staff menu and the customer's onboarding page for
 * its preview from this route module.
 */
const deps: StaffConfigDeps = { api: staffApi, nav: <StaffNav /> };
const textsDeps: StaffConfigTextsDeps = { onboardingPreview: (props) => <OnboardingPreview {...props} /> };

export function StaffConfigTranslationsPage() {
  return (
    <StaffConfigProvider deps={deps}>
      <ConfigTranslationsPage />
    </StaffConfigProvider>
  );
}

export function StaffConfigStatementsPage() {
  return (
    <StaffConfigProvider deps={deps}>
      <ConfigStatementsPage />
    </StaffConfigProvider>
  );
}

export function StaffConfigOnboardingPage() {
  return (
    <StaffConfigProvider deps={deps}>
      <StaffConfigTextsProvider deps={textsDeps}>
        <ConfigOnboardingPagesPage />
      </StaffConfigTextsProvider>
    </StaffConfigProvider>
  );
}
