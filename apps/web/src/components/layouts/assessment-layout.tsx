import { BrandLogo } from '../brand-logo.tsx';
import { PageShell } from './page-shell.tsx';

/** A focused journey (onboarding, assessment, offers, application): no menu, one task on screen. */
export function AssessmentLayout() {
  return <PageShell size="md" header={<BrandLogo to="/user/profile" />} />;
}
