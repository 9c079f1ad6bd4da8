import { BrandLogo } from '../brand-logo.tsx';
import { AccountMenu } from './account-menu.tsx';
import { PageShell } from './page-shell.tsx';

/**
 * A focused journey (onboarding, assessment, offers, application): one task on screen, no
 * side menu; the account menu in the header leads to the profile and to logout.
 */
export function AssessmentLayout() {
  return (
    <PageShell
      size="md"
      header={
        <>
          <BrandLogo to="/user/profile" />
          <AccountMenu />
        </>
      }
    />
  );
}
