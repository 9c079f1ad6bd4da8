import type { PortalConfigItem } from '@hitelkapu/domain';
import { defaultLanguage, type TranslationTokens } from '@hitelkapu/domain';
import { listPortalConfigs } from '@hitelkapu/domain/contracts/endpoints/portal-config';
import {
  getInternalTranslationTokens,
  getPublicTranslationTokens,
} from '@hitelkapu/domain/contracts/endpoints/translations';
import { api } from './api.ts';
import type { BootData } from './boot-data.ts';
import { retryForever } from './retry.ts';

// The calls below need the API client and its contracts; kept out of the first screen's code,
// they load only when the page came without its boot data or a logged-in screen needs wording.

export function fetchPublicTokens(lang = defaultLanguage): Promise<TranslationTokens> {
  return api.call(getPublicTranslationTokens, { params: { lang } });
}

export function fetchInternalTokens(lang = defaultLanguage): Promise<TranslationTokens> {
  return api.call(getInternalTranslationTokens, { params: { lang } });
}

export function fetchPortalConfig(): Promise<PortalConfigItem[]> {
  return api.call(listPortalConfigs);
}

/** Spec §8: translation tokens and portal configuration, retried every second until they arrive. */
export async function fetchBootData(onRetry: () => void): Promise<BootData> {
  const [tokens, config] = await Promise.all([
    retryForever(() => fetchPublicTokens(), { onRetry }),
    retryForever(fetchPortalConfig, { onRetry }),
  ]);
  return { tokens, config };
}
