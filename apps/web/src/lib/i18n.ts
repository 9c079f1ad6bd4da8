import type { defaultLanguage as domainDefaultLanguage, TranslationTokens } from '@hitelkapu/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ApiError } from './api-client.ts';
import { retryForever } from './retry.ts';
import { isLoggedIn } from './session-store.ts';

/**
 * The domain's default language, checked against it by type: importing the value would bring
 * the module's zod schemas (and zod) into the first screen's code.
 */
const defaultLanguage = 'hu' satisfies typeof domainDefaultLanguage;

/** Keys are flat strings such as "welcome.login.title", exactly as the token table stores them. */
export async function initI18n(publicTokens: TranslationTokens): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    keySeparator: false,
    nsSeparator: false,
    resources: { [defaultLanguage]: { translation: publicTokens } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

export function addTokens(tokens: TranslationTokens, lang = defaultLanguage): void {
  i18next.addResources(lang, 'translation', tokens);
}

let internalTokensLoad: Promise<void> | null = null;

/**
 * The logged-in screens' wording needs a session, so it is fetched when the first protected
 * screen opens, once per page load. Spec §8: retried every second until it arrives, unless
 * the session has gone meanwhile (then the caller sends the visitor to the login).
 */
export function loadInternalTokens(): Promise<void> {
  internalTokensLoad ??= retryForever(async () => (await import('./boot-fetch.ts')).fetchInternalTokens(), {
    shouldRetry: (error) => isLoggedIn() && !(error instanceof ApiError && error.status === 401),
  }).then(
    (tokens) => addTokens(tokens),
    (error: unknown) => {
      internalTokensLoad = null;
      throw error;
    },
  );
  return internalTokensLoad;
}
