import { type StaffRole, staffMayAct, staffRoleGroups } from '@hitelkapu/domain/contracts/staff-roles';

/**
 * The staff pages of the menu, each with the roles it serves (the calls behind it name the
 * same ones): a staff member sees the pages of their roles only.
 */
export interface StaffMenuItem {
  path: string;
  roles: readonly StaffRole[];
  /** The translation key of the menu label. */
  label: string;
}

export const staffMenu: readonly StaffMenuItem[] = [
  // One queue for every case waiting for a person, decision review requests included.
  { path: '/staff/reviews', roles: staffRoleGroups.reviewing, label: 'staff.nav.reviews' },
  { path: '/staff/config/products', roles: staffRoleGroups.configuring, label: 'staff.nav.configProducts' },
  {
    path: '/staff/config/regulatory-figures',
    roles: staffRoleGroups.configuring,
    label: 'staff.nav.configFigures',
  },
  {
    path: '/staff/config/translations',
    roles: staffRoleGroups.configuring,
    label: 'staff.nav.configTranslations',
  },
  {
    path: '/staff/config/statements',
    roles: staffRoleGroups.configuring,
    label: 'staff.nav.configStatements',
  },
  {
    path: '/staff/config/onboarding-pages',
    roles: staffRoleGroups.configuring,
    label: 'staff.nav.configOnboarding',
  },
  { path: '/staff/config/dealers', roles: staffRoleGroups.configuring, label: 'staff.nav.configDealers' },
  { path: '/staff/config/merchants', roles: staffRoleGroups.configuring, label: 'staff.nav.configMerchants' },
  { path: '/staff/config/flows', roles: staffRoleGroups.configuring, label: 'staff.nav.configFlows' },
  { path: '/staff/admin/staff-users', roles: staffRoleGroups.administering, label: 'staffAdmin.nav.users' },
  { path: '/staff/admin/audit', roles: staffRoleGroups.administering, label: 'staffAdmin.nav.audit' },
];

/** The menu items a staff member's roles open. */
export function staffMenuOf(roles: readonly StaffRole[]): StaffMenuItem[] {
  return staffMenu.filter((item) => staffMayAct(roles, item.roles));
}

/** Where a login lands: the first page the roles open. */
export function staffHomePath(roles: readonly StaffRole[]): string {
  return staffMenuOf(roles)[0]?.path ?? '/staff/reviews';
}
