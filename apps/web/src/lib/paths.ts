/** The public accessibility statement (European Accessibility Act), linked from every footer. */
export const ACCESSIBILITY_STATEMENT_PATH = '/akadalymentesseg';

/** The leasing paths a screen links to (spec §2); the guards' rules are in packages/domain. */
export const LEASING_PATHS = {
  landing: '/leasing',
  login: '/leasing/login',
  loginSecondFactor: '/leasing/login/second-factor',
  prescore: '/leasing/prescore',
  profile: '/leasing/profile',
} as const;
