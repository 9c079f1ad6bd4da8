import { isLeasingPath } from '@hitelkapu/domain';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** The router registers itself here so code outside components (the API client) can navigate. */
let navigateImpl: Navigate = (to) => window.location.assign(to);

export function registerNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}

/** Spec §8: after a 401, leasing pages go to the leasing login, all others to /login. */
export function loginPathFor(pathname: string): string {
  return isLeasingPath(pathname) ? '/leasing/login' : '/login';
}
