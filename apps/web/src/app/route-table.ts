import type { RouteAccess, RouteName } from '@hitelkapu/domain/rules/navigation';
import { ACCESSIBILITY_STATEMENT_PATH } from '../lib/paths.ts';

export type LayoutName = 'welcome' | 'user' | 'assessment' | 'leasing';
export type PageKind =
  | 'welcome-login'
  | 'welcome-registration'
  | 'login-email'
  | 'login-phone'
  | 'login-second-factor'
  | 'registration-email'
  | 'registration-phone'
  | 'registration-second-factor'
  | 'email-confirmation'
  | 'forgot-password'
  | 'unsubscribe'
  | 'user-profile'
  | 'onboarding'
  | 'preliminary-assessment'
  | 'offers'
  | 'application'
  | 'user-applications'
  | 'checkout'
  | 'stores'
  | 'store'
  | 'user-purchase-history'
  | 'user-purchase'
  | 'user-todos'
  | 'user-correction'
  | 'leasing-landing'
  | 'leasing-login'
  | 'leasing-login-second-factor'
  | 'leasing-profile'
  | 'leasing-prescore'
  | 'placeholder'
  | 'forbidden'
  | 'accessibility-statement';

export interface RouteDef {
  name: RouteName;
  path: string;
  access: RouteAccess;
  layout: LayoutName;
  page: PageKind;
}

/** Every route of spec §2, with its access level, name and layout. Paths starting /leasing are branded. */
export const routeTable: RouteDef[] = [
  { name: 'Home', path: '/', access: 'public', layout: 'welcome', page: 'welcome-login' },
  { name: 'Login', path: '/login', access: 'public', layout: 'welcome', page: 'welcome-login' },
  {
    name: 'Registration',
    path: '/registration',
    access: 'public',
    layout: 'welcome',
    page: 'welcome-registration',
  },
  {
    name: 'RegistrationEmail',
    path: '/registration/email',
    access: 'public',
    layout: 'welcome',
    page: 'registration-email',
  },
  {
    name: 'RegistrationPhone',
    path: '/registration/phone',
    access: 'public',
    layout: 'welcome',
    page: 'registration-phone',
  },
  {
    name: 'RegistrationSecondFactor',
    path: '/registration/second-factor',
    access: 'public',
    layout: 'welcome',
    page: 'registration-second-factor',
  },
  {
    name: 'LoginSecondFactor',
    path: '/login/second-factor',
    access: 'public',
    layout: 'welcome',
    page: 'login-second-factor',
  },
  { name: 'LoginEmail', path: '/login/email', access: 'public', layout: 'welcome', page: 'login-email' },
  {
    name: 'LoginPhone',
    path: '/login/phone/:userId?',
    access: 'public',
    layout: 'welcome',
    page: 'login-phone',
  },
  {
    name: 'EmailConfirmation',
    path: '/emailConfirmation',
    access: 'public',
    layout: 'welcome',
    page: 'email-confirmation',
  },
  {
    name: 'ForgotPassword',
    path: '/forgot-password',
    access: 'public',
    layout: 'welcome',
    page: 'forgot-password',
  },
  {
    name: 'Unsubscribe',
    path: '/unsubscribe',
    access: 'public',
    layout: 'welcome',
    page: 'unsubscribe',
  },
  {
    name: 'Checkout',
    path: '/checkout/:purchaseId',
    access: 'public',
    layout: 'welcome',
    page: 'checkout',
  },
  { name: 'Forbidden', path: '/403', access: 'forbidden', layout: 'welcome', page: 'forbidden' },
  // The accessibility statement (European Accessibility Act): public, linked from every footer.
  {
    name: 'AccessibilityStatement',
    path: ACCESSIBILITY_STATEMENT_PATH,
    access: 'public',
    layout: 'welcome',
    page: 'accessibility-statement',
  },

  {
    name: 'LeasingLogin',
    path: '/leasing/login',
    access: 'public',
    layout: 'leasing',
    page: 'leasing-login',
  },
  {
    name: 'LeasingLoginSecondFactor',
    path: '/leasing/login/second-factor',
    access: 'public',
    layout: 'leasing',
    page: 'leasing-login-second-factor',
  },
  {
    name: 'LeasingPrescore',
    path: '/leasing/prescore',
    access: 'protected',
    layout: 'leasing',
    page: 'leasing-prescore',
  },
  {
    name: 'LeasingProfile',
    path: '/leasing/profile',
    access: 'public',
    layout: 'leasing',
    page: 'leasing-profile',
  },
  {
    name: 'Leasing',
    path: '/leasing/:dealerId?/:publicId?',
    access: 'public',
    layout: 'leasing',
    page: 'leasing-landing',
  },

  { name: 'Onboarding', path: '/onboarding', access: 'protected', layout: 'assessment', page: 'onboarding' },
  {
    name: 'PreliminaryAssessment',
    path: '/preliminary-assessment',
    access: 'protected',
    layout: 'assessment',
    page: 'preliminary-assessment',
  },
  { name: 'Offers', path: '/offers', access: 'protected', layout: 'assessment', page: 'offers' },
  {
    name: 'Application',
    path: '/application',
    access: 'protected',
    layout: 'assessment',
    page: 'application',
  },

  { name: 'UserProfile', path: '/user/profile', access: 'protected', layout: 'user', page: 'user-profile' },
  { name: 'UserTodos', path: '/user/todos', access: 'protected', layout: 'user', page: 'user-todos' },
  {
    name: 'UserSubmitMissingDocuments',
    path: '/user/submit-missing-documents/:id',
    access: 'protected',
    layout: 'user',
    page: 'user-correction',
  },
  {
    name: 'UserApplications',
    path: '/user/applications',
    access: 'protected',
    layout: 'user',
    page: 'user-applications',
  },
  {
    name: 'UserPurchaseHistory',
    path: '/user/purchase-history',
    access: 'protected',
    layout: 'user',
    page: 'user-purchase-history',
  },
  {
    name: 'UserPurchase',
    path: '/user/purchase/:purchaseId',
    access: 'protected',
    layout: 'user',
    page: 'user-purchase',
  },
  { name: 'Stores', path: '/stores', access: 'protected', layout: 'user', page: 'stores' },
  { name: 'Store', path: '/store/:storeId', access: 'protected', layout: 'user', page: 'store' },
];

export type StaffPageKind =
  | 'staff-login'
  | 'staff-reviews'
  | 'staff-config-products'
  | 'staff-config-figures'
  | 'staff-config-translations'
  | 'staff-config-statements'
  | 'staff-config-onboarding'
  | 'staff-config-flows'
  | 'staff-config-flow'
  | 'staff-config-question-set'
  | 'staff-config-dealers'
  | 'staff-config-merchants'
  | 'staff-admin-users'
  | 'staff-admin-audit';

/** A page of the lender's staff: outside the customer routes of spec §2, with its own session. */
export interface StaffRouteDef {
  name:
    | 'StaffLogin'
    | 'StaffReviews'
    | 'StaffConfigProducts'
    | 'StaffConfigFigures'
    | 'StaffConfigTranslations'
    | 'StaffConfigStatements'
    | 'StaffConfigOnboarding'
    | 'StaffConfigFlows'
    | 'StaffConfigFlow'
    | 'StaffConfigQuestionSet'
    | 'StaffConfigDealers'
    | 'StaffConfigMerchants'
    | 'StaffAdminUsers'
    | 'StaffAdminAudit';
  path: string;
  /** `staff-login` is open to anyone; `staff` needs a staff token (a customer session does not count). */
  access: 'staff-login' | 'staff';
  page: StaffPageKind;
}

export const STAFF_ROOT_PATH = '/staff';

export const staffRouteTable: StaffRouteDef[] = [
  { name: 'StaffLogin', path: '/staff/login', access: 'staff-login', page: 'staff-login' },
  { name: 'StaffReviews', path: '/staff/reviews', access: 'staff', page: 'staff-reviews' },
  {
    name: 'StaffConfigProducts',
    path: '/staff/config/products',
    access: 'staff',
    page: 'staff-config-products',
  },
  {
    name: 'StaffConfigFigures',
    path: '/staff/config/regulatory-figures',
    access: 'staff',
    page: 'staff-config-figures',
  },
  {
    name: 'StaffConfigTranslations',
    path: '/staff/config/translations',
    access: 'staff',
    page: 'staff-config-translations',
  },
  {
    name: 'StaffConfigStatements',
    path: '/staff/config/statements',
    access: 'staff',
    page: 'staff-config-statements',
  },
  {
    name: 'StaffConfigOnboarding',
    path: '/staff/config/onboarding-pages',
    access: 'staff',
    page: 'staff-config-onboarding',
  },
  {
    name: 'StaffConfigDealers',
    path: '/staff/config/dealers',
    access: 'staff',
    page: 'staff-config-dealers',
  },
  {
    name: 'StaffConfigMerchants',
    path: '/staff/config/merchants',
    access: 'staff',
    page: 'staff-config-merchants',
  },
  { name: 'StaffConfigFlows', path: '/staff/config/flows', access: 'staff', page: 'staff-config-flows' },
  { name: 'StaffConfigFlow', path: '/staff/config/flows/:id', access: 'staff', page: 'staff-config-flow' },
  {
    name: 'StaffConfigQuestionSet',
    path: '/staff/config/question-sets/:id',
    access: 'staff',
    page: 'staff-config-question-set',
  },
  { name: 'StaffAdminUsers', path: '/staff/admin/staff-users', access: 'staff', page: 'staff-admin-users' },
  { name: 'StaffAdminAudit', path: '/staff/admin/audit', access: 'staff', page: 'staff-admin-audit' },
];
