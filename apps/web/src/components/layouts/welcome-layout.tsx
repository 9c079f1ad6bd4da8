import { BrandLogo } from '../brand-logo.tsx';
import { PageShell } from './page-shell.tsx';

export function WelcomeLayout() {
  return <PageShell size="lg" header={<BrandLogo />} />;
}
