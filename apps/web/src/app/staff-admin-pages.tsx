import type { ReactNode } from 'react';
import { staffApi } from '../features/staff/api/staff-client.ts';
import { StaffNav } from '../features/staff/components/staff-nav.tsx';
import { useStaffSessionStore } from '../features/staff/staff-session-store.ts';
import { AuditPage } from '../features/staff-admin/components/audit-page.tsx';
import { StaffUsersPage } from '../features/staff-admin/components/staff-users-page.tsx';
import { StaffAdminProvider } from '../features/staff-admin/staff-admin-context.tsx';

/**
 * The administration pages, composed here: a feature imports no other feature, so they get the
 * staff API client, the staff menu and who is logged in from this route module.
 */
function WithStaffFrame({ children }: { children: ReactNode }) {
  const selfId = useStaffSessionStore((state) => state.staff?.id ?? null);
  return (
    <StaffAdminProvider frame={{ api: staffApi, nav: <StaffNav />, selfId }}>{children}</StaffAdminProvider>
  );
}

export function StaffAdminUsersPage() {
  return (
    <WithStaffFrame>
      <StaffUsersPage />
    </WithStaffFrame>
  );
}

export function StaffAdminAuditPage() {
  return (
    <WithStaffFrame>
      <AuditPage />
    </WithStaffFrame>
  );
}
