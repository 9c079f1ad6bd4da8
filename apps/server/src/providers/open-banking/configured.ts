import type { Psd2ProvidersConfig } from '../../config.ts';
import { createGoCardlessProvider } from './gocardless.ts';
import { createHostedConsentProvider } from './hosted-consent.ts';
import type { OpenBankingProviders } from './provider.ts';

/** The real PSD2 providers the configuration names (PSD2_* and GOCARDLESS_* variables). */
export function configuredOpenBankingProviders(config: Psd2ProvidersConfig): OpenBankingProviders {
  return {
    ...(config.hostedConsent ? { DEFAULT: createHostedConsentProvider(config.hostedConsent) } : {}),
    ...(config.goCardless ? { GO_CARDLESS: createGoCardlessProvider(config.goCardless) } : {}),
  };
}
