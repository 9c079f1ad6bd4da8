import type { FastifyInstance } from 'fastify';
import {
  escapeHtml,
  sandboxLayout,
  sendSandboxHtml,
  serveSandboxStylesheet,
} from '../../lib/sandbox-page.ts';
import { sandboxStylesheet } from '../kyc-sandbox/kyc-sandbox.page.ts';
import { TOTP_PERIOD_SECONDS, totpCode } from '../staff/staff-totp.ts';

export const AUTHENTICATOR_SANDBOX_PATH = '/sandbox/authenticator';

/**
 * The authenticator secret of the demo's staff accounts, published with them (README): the
 * seed gives it to the demo accounts, and this page shows its codes. Demo databases only.
 */
export const DEMO_STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXPHITELKAPUDEMO234';
const STYLESHEET_PATH = '/sandbox/authenticator/style.css';

const vendor = {
  name: 'Demó hitelesítő',
  banner: 'Bemutató környezet – ez nem valódi hitelesítő alkalmazás',
  stylesheetPath: STYLESHEET_PATH,
};

/**
 * The demonstration's authenticator app: the six-digit codes of the demo staff accounts'
 * published secret, now and for the next 30 seconds, so a person trying the back office
 * needs no phone. Mounted in demo mode only; a production start has no such page.
 */
export function authenticatorSandboxRoutes(app: FastifyInstance, options: { secret: string }): void {
  app.register(async (scope) => {
    serveSandboxStylesheet(scope, STYLESHEET_PATH, sandboxStylesheet);
    scope.get(AUTHENTICATOR_SANDBOX_PATH, { schema: { hide: true } }, async (_request, reply) => {
      const now = Date.now();
      const current = totpCode(options.secret, now);
      const next = totpCode(options.secret, now + TOTP_PERIOD_SECONDS * 1000);
      const secondsLeft = TOTP_PERIOD_SECONDS - (Math.floor(now / 1000) % TOTP_PERIOD_SECONDS);
      const body = `<h1>Hitelesítő kód</h1>
<p>A bemutató ügyintézői fiókjainak közös hitelesítő kódja. Belépéskor a jelszó után ezt a hat számjegyet írja be.</p>
<p class="code" aria-label="Mostani kód"><strong data-testid="current-code">${escapeHtml(current)}</strong></p>
<p>Még ${secondsLeft} másodpercig érvényes. A következő kód: <strong data-testid="next-code">${escapeHtml(next)}</strong></p>
<p><a class="button" href="${AUTHENTICATOR_SANDBOX_PATH}">Frissítés</a></p>
<p>A bemutató fiókjai szerepkörönként: ugyintezo@hitelkapu.hu, vezeto@hitelkapu.hu, konfigurator@hitelkapu.hu és admin@hitelkapu.hu.</p>`;
      return sendSandboxHtml(reply, 200, sandboxLayout(vendor, 'Hitelesítő kód', body));
    });
  });
}
