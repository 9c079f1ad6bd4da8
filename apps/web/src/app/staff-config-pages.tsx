import { staffApi } from '../features/staff/api/staff-client.ts';
import { StaffNav } from '../features/staff/components/staff-nav.tsx';
import { ConfigFiguresPage } from '../features/staff-config/components/figures-page.tsx';
import { ConfigProductsPage } from '../features/staff-config/components/products-page.tsx';
import { type StaffConfigDeps, StaffConfigProvider } from '../features/staff-config/config-deps.tsx';

/**
 * The configuration editor's pages, composed here: a feature imports no other feature, so the
 * editor gets the staff API client and the staff menu from this route module.
 */
const deps: StaffConfigDeps = { api: staffApi, nav: <StaffNav /> };

export function StaffConfigProductsPage() {
  return (
    <StaffConfigProvider deps={deps}>
      <ConfigProductsPage />
    </StaffConfigProvider>
  );
}

export function StaffConfigFiguresPage() {
  return (
    <StaffConfigProvider deps={deps}>
      <ConfigFiguresPage />
    </StaffConfigProvider>
  );
}
