import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { injectFetch } from '../../lib/inject-fetch.ts';
import type { ServerKeys } from '../../lib/keys.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { createGoCardlessProvider } from '../../providers/open-banking/gocardless.ts';
import { createHostedConsentProvider } from '../../providers/open-banking/hosted-consent.ts';
import type { OpenBankingProviders } from '../bank-sync/bank-sync.service.ts';
import { GOCARDLESS_SANDBOX_API } from '../gocardless-sandbox/gocardless-fake.ts';
import { gocardlessSandboxRoutes } from '../gocardless-sandbox/gocardless-sandbox.routes.ts';
import { BANK_SANDBOX_UI_PATH } from './bank-sandbox.page.ts';
import { BANK_SANDBOX_API_PATH, bankSandboxRoutes } from './bank-sandbox.routes.ts';

/**
 * Mounts both PSD2 sandboxes (the hosted-consent aggregator and the GoCardless fake) and
 * answers the two provider adapters pointed at them, with credentials made for this process.
 * The adapters are the real ones: only their address and `fetch` (answered in process) differ
 * from a production setup. The customer's browser reaches the sandboxes' pages over the
 * portal's public address.
 */
export function mountPsd2Sandboxes(
  app: FastifyInstance,
  options: {
    publicUrl: string;
    limiter: RateLimiter;
    /**
     * Several instances (SANDBOX_VENDOR_URL): the sandboxes keep their consents in the memory
     * of one process, the one the balancer sends /sandbox/ to, so every instance's adapters
     * call them there over HTTP, with credentials all instances derive from their shared keys.
     */
    vendor?: { url: string; keys: Pick<ServerKeys, 'secretHashKey'> };
  },
): OpenBankingProviders {
  const vendor = options.vendor;
  const fetch = vendor ? globalThis.fetch : injectFetch(app);
  const vendorUrl = vendor?.url ?? options.publicUrl;
  const derived = (label: string, bytes: number) =>
    vendor
      ? createHmac('sha256', vendor.keys.secretHashKey)
          .update(`psd2-sandbox:${label}`)
          .digest()
          .subarray(0, bytes)
      : randomBytes(bytes);
  const aggregator = {
    clientId: 'hitelkapu-portal',
    clientSecret: derived('aggregator', 24).toString('base64url'),
  };
  bankSandboxRoutes(app, { ...aggregator, limiter: options.limiter });
  const gocardless = {
    secretId: vendor ? `gc-${derived('gocardless-id', 12).toString('hex')}` : randomUUID(),
    secretKey: derived('gocardless-key', 32).toString('base64url'),
  };
  gocardlessSandboxRoutes(app, { ...gocardless, publicUrl: options.publicUrl });
  return {
    DEFAULT: createHostedConsentProvider({
      apiUrl: `${vendorUrl}${BANK_SANDBOX_API_PATH}`,
      uiUrl: `${options.publicUrl}${BANK_SANDBOX_UI_PATH}`,
      ...aggregator,
      fetch,
    }),
    GO_CARDLESS: createGoCardlessProvider({
      baseUrl: `${vendorUrl}${GOCARDLESS_SANDBOX_API}`,
      ...gocardless,
      fetch,
    }),
  };
}
