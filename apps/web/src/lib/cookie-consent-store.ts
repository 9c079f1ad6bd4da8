import { create } from 'zustand';

/** Spec §9: the analytics choice is kept in local storage as "true" or "false"; no value means denied. */
export const ANALYTICS_CONSENT_KEY = 'allowAnalyticsCookies';

export function readAnalyticsConsent(storage: Storage = localStorage): boolean | null {
  const value = storage.getItem(ANALYTICS_CONSENT_KEY);
  return value === 'true' ? true : value === 'false' ? false : null;
}

interface CookieConsentState {
  isOpen: boolean;
  allowAnalytics: boolean;
  openSettings(): void;
  close(): void;
  choose(allowAnalytics: boolean): void;
}

export const useCookieConsent = create<CookieConsentState>((set) => {
  const stored = typeof localStorage === 'undefined' ? null : readAnalyticsConsent();
  return {
    isOpen: stored === null,
    allowAnalytics: stored ?? false,
    openSettings: () => set({ isOpen: true }),
    close: () => set({ isOpen: false }),
    choose(allowAnalytics) {
      localStorage.setItem(ANALYTICS_CONSENT_KEY, String(allowAnalytics));
      set({ allowAnalytics, isOpen: false });
      // The API client logs a failure; the visitor's choice stands either way. The call (with
      // the API client and its contracts) loads on the first choice, not with the first screen.
      import('./record-cookie-consent.ts')
        .then(({ recordCookieConsent }) => recordCookieConsent(allowAnalytics))
        .catch(() => undefined);
    },
  };
});
