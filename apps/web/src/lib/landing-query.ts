/**
 * Spec §2: campaign and partner parameters a visitor arrives with on /, /registration or
 * /login are kept for the registration that may follow, for this browser tab.
 */
const STORAGE_KEY = 'hk.landingQuery';

export function saveLandingQuery(search: string, storage?: Storage): void {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query) (storage ?? sessionStorage).setItem(STORAGE_KEY, query);
}

export function readLandingQuery(storage: Storage = sessionStorage): URLSearchParams {
  return new URLSearchParams(storage.getItem(STORAGE_KEY) ?? '');
}
