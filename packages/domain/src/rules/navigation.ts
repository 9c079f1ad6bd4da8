import { type ProfileStatus, profileStatuses } from '../status/profile.ts';

export const routeNames = [
  'Registration',
  'RegistrationEmail',
  'RegistrationPhone',
  'RegistrationSecondFactor',
  'Login',
  'LoginEmail',
  'LoginPhone',
  'LoginSecondFactor',
  'EmailConfirmation',
  'ForgotPassword',
  'LeasingLogin',
  'LeasingLoginSecondFactor',
  'LeasingPrescore',
  'LeasingProfile',
  'Leasing',
  'Onboarding',
  'PreliminaryAssessment',
  'Offers',
  'UserProfile',
  'UserTodos',
  'UserSubmitMissingDocuments',
  'UserApplications',
  'UserPurchaseHistory',
  'UserPurchase',
  'Stores',
  'Store',
  'Application',
  'Checkout',
  'Forbidden',
  'Home',
  'NotFound',
  'AccessibilityStatement',
  'Unsubscribe',
] as const;
export type RouteName = (typeof routeNames)[number];

export type RouteAccess = 'public' | 'protected' | 'forbidden';

const leasingRoot = '/leasing';
const leasingLoginPath = '/leasing/login';
const leasingPrescorePath = '/leasing/prescore';

function stripQueryAndHash(path: string): string {
  return path.replace(/[?#].*$/, '');
}

function stripTrailingSlashes(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** `/leasing` and everything below it (not `/leasingx`). */
export function isLeasingPath(pathname: string): boolean {
  return pathname === leasingRoot || pathname.startsWith(`${leasingRoot}/`);
}

/** Protected non-leasing routes send visitors to /login; leasing routes follow resolveLeasingNavigation. */
export function protectedRouteRedirect(input: {
  isLoggedIn: boolean;
  access: RouteAccess;
  pathname: string;
}): string | null {
  const { isLoggedIn, access, pathname } = input;
  return access === 'protected' && !isLoggedIn && !isLeasingPath(pathname) ? '/login' : null;
}

// Email confirmation links and merchant checkout links must work inside an existing session;
// the accessibility statement is for everyone, from the footer of every page; the unsubscribe
// link of a marketing email works whoever is logged in.
const publicRoutesOpenWhenLoggedIn: readonly RouteName[] = [
  'EmailConfirmation',
  'Checkout',
  'AccessibilityStatement',
  'Unsubscribe',
];

/** A logged-in user opening a public page (login, registration…) is sent to the profile. */
export function publicRouteRedirect(input: {
  isLoggedIn: boolean;
  access: RouteAccess;
  routeName: RouteName;
  pathname: string;
}): string | null {
  const { isLoggedIn, access, routeName, pathname } = input;
  if (!isLoggedIn || access !== 'public') return null;
  if (publicRoutesOpenWhenLoggedIn.includes(routeName) || isLeasingPath(pathname)) return null;
  return '/user/profile';
}

const landingPaths: readonly string[] = ['/', '/registration', '/login'];

/** Whether a visitor's landing query string (campaign parameters) should be handed on. */
export function shouldKeepLandingQuery(input: { isLoggedIn: boolean; pathname: string }): boolean {
  return !input.isLoggedIn && landingPaths.includes(stripTrailingSlashes(input.pathname));
}

export const LEASING_LANDING_PARAMS_TTL_MS = 24 * 60 * 60 * 1000;

export type LeasingIds = { dealerId: string; publicId: string };

export type StoredLeasingParams = LeasingIds & { storedAt: number };

/** A plain check rather than a zod schema: this module ships in the client's first chunk. */
function isStoredLeasingParams(value: unknown): value is StoredLeasingParams {
  if (typeof value !== 'object' || value === null) return false;
  const { dealerId, publicId, storedAt } = value as Record<string, unknown>;
  return (
    typeof dealerId === 'string' &&
    dealerId.length > 0 &&
    typeof publicId === 'string' &&
    publicId.length > 0 &&
    typeof storedAt === 'number' &&
    Number.isFinite(storedAt)
  );
}

export function createStoredLeasingParams(ids: LeasingIds, now: number): StoredLeasingParams {
  return { dealerId: ids.dealerId, publicId: ids.publicId, storedAt: now };
}

/**
 * Reads the stored landing params (the object or its JSON text); null when malformed or when
 * 24 hours or more have passed since they were stored.
 */
export function readStoredLeasingParams(stored: unknown, now: number): LeasingIds | null {
  let candidate = stored;
  if (typeof stored === 'string') {
    try {
      candidate = JSON.parse(stored);
    } catch {
      return null;
    }
  }
  if (!isStoredLeasingParams(candidate)) return null;
  if (now - candidate.storedAt >= LEASING_LANDING_PARAMS_TTL_MS) return null;
  return { dealerId: candidate.dealerId, publicId: candidate.publicId };
}

export type LeasingNavigation =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; logout: boolean; store: LeasingIds | null };

export type LeasingNavigationInput = {
  routeName: RouteName;
  isLoggedIn: boolean;
  pathIds: { dealerId?: string; publicId?: string };
  storedIds: LeasingIds | null;
  backPath: string | null;
};

const leasingEntryRoutes: readonly RouteName[] = ['Leasing', 'LeasingLogin', 'LeasingLoginSecondFactor'];
const leasingLoginRoutes: readonly RouteName[] = ['LeasingLogin', 'LeasingLoginSecondFactor'];

function completeIds(ids: { dealerId?: string | undefined; publicId?: string | undefined } | null) {
  const dealerId = ids?.dealerId?.trim();
  const publicId = ids?.publicId?.trim();
  return dealerId && publicId ? { dealerId, publicId } : null;
}

/**
 * The back path is used only when it is a same-site path that is not itself redirected here
 * (the landing or the leasing login), so it can neither leave the site nor loop.
 */
function afterLoginPath(backPath: string | null): string {
  if (!backPath?.startsWith('/') || backPath.startsWith('//') || backPath.startsWith('/\\')) {
    return leasingPrescorePath;
  }
  const pathname = stripTrailingSlashes(stripQueryAndHash(backPath));
  const isLeasingEntry =
    isLeasingPath(pathname) &&
    !pathname.startsWith(leasingPrescorePath) &&
    !pathname.startsWith(`${leasingRoot}/profile`);
  return isLeasingEntry ? leasingPrescorePath : backPath;
}

const redirect = (to: string, logout = false, store: LeasingIds | null = null): LeasingNavigation => ({
  kind: 'redirect',
  to,
  logout,
  store,
});

/** The leasing guard of spec §2; the rules are checked in order and the first match wins. */
export function resolveLeasingNavigation(input: LeasingNavigationInput): LeasingNavigation {
  const { routeName, isLoggedIn, pathIds, storedIds, backPath } = input;
  const landingIds = completeIds(pathIds);

  // A fresh dealer link starts a new leasing session, even over an existing login.
  if (routeName === 'Leasing' && landingIds) return redirect(leasingLoginPath, isLoggedIn, landingIds);
  if (isLoggedIn && routeName === 'Leasing') return redirect(afterLoginPath(backPath));
  if (!isLoggedIn && !leasingEntryRoutes.includes(routeName)) return redirect(leasingLoginPath);
  if (leasingLoginRoutes.includes(routeName) && !completeIds(storedIds)) return redirect(leasingRoot);
  if (isLoggedIn && leasingLoginRoutes.includes(routeName)) return redirect(afterLoginPath(backPath));
  return { kind: 'allow' };
}

// A Record keyed by every status makes a newly added status a type error until it is placed.
const landingPathByStatus: Record<ProfileStatus, string> = {
  REGISTERED: '/onboarding',
  BNPL_REGISTERED: '/onboarding',
  LEASING_REGISTERED: leasingPrescorePath,
  LEASING_ONBOARDED: leasingPrescorePath,
  LEASING_PRESCORE: leasingPrescorePath,
  ONBOARDED: '/preliminary-assessment',
  PRELIMINARY: '/offers',
  IN_FLOW: '/application',
  CLOSED: '/403',
};

function isProfileStatus(status: string | null | undefined): status is ProfileStatus {
  return (profileStatuses as readonly unknown[]).includes(status);
}

/** Where a user lands after login, by profile status (spec §2); unknown or missing gives '/'. */
export function landingPathForStatus(status: string | null | undefined): string {
  return isProfileStatus(status) ? landingPathByStatus[status] : '/';
}
