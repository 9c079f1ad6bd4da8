import type { FastifyInstance, FastifyReply } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { escapeHtml, type SandboxVendor, sandboxLayout } from '../../lib/sandbox-page.ts';
import { sandboxStylesheet } from '../kyc-sandbox/kyc-sandbox.page.ts';
import type { WebhooksService } from './webhooks.service.ts';

/**
 * The demo's stand-in for a dealer's system (demonstration start only, never in production):
 * it receives the dealer's webhooks, checks each signature with the dealer's secret as a
 * dealer would (the Standard Webhooks library's `verify`), and lists what came in on a
 * Hungarian page. What it received is kept in memory, the latest few per dealer.
 */
export const DEALER_WEBHOOK_SANDBOX_PREFIX = '/sandbox/dealer-webhooks';
const STYLESHEET_PATH = `${DEALER_WEBHOOK_SANDBOX_PREFIX}/sandbox.css`;
const KEPT_PER_DEALER = 50;
const MAX_BODY_BYTES = 64 * 1024;

export interface ReceivedWebhook {
  receivedAt: Date;
  webhookId: string;
  eventType: string;
  signatureValid: boolean;
  /** The same webhook-id came before (a retry or a replay). */
  repeat: boolean;
  data: string;
}

const vendor: SandboxVendor = {
  name: 'Próba kereskedői rendszer',
  banner: 'Próbakörnyezet – nem valódi kereskedő',
  stylesheetPath: STYLESHEET_PATH,
};

const dateTime = new Intl.DateTimeFormat('hu-HU', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Budapest',
});

const eventLabels: Record<string, string> = {
  'leasing.prescore.submitted': 'Előminősítés beküldve',
  'leasing.application.decided': 'Döntés született',
  'leasing.application.signed': 'Szerződés aláírva',
};

export function renderReceivedPage(dealerName: string, received: readonly ReceivedWebhook[]): string {
  const rows = received
    .map(
      (item) => `<article class="message">
<h2>${escapeHtml(eventLabels[item.eventType] ?? item.eventType)}</h2>
<p><strong class="${item.signatureValid ? 'ok' : 'error'}">${item.signatureValid ? 'aláírás rendben' : 'hibás aláírás'}</strong>${item.repeat ? ' · ismételt kézbesítés (ugyanaz a webhook-id)' : ''}</p>
<p>Érkezett: ${escapeHtml(dateTime.format(item.receivedAt))} · esemény: <code>${escapeHtml(item.eventType)}</code> · webhook-id: <code>${escapeHtml(item.webhookId)}</code></p>
<pre>${escapeHtml(item.data)}</pre>
</article>`,
    )
    .join('\n');
  return sandboxLayout(
    vendor,
    'Beérkezett webhookok',
    `<h1>Beérkezett webhookok</h1>
<p>${escapeHtml(dealerName)} rendszere ide kapja a Hitelkapu értesítéseit az előminősítésekről. Minden értesítés aláírását a kereskedő titkos kulcsával ellenőrizzük.</p>
${received.length === 0 ? '<p>Még nem érkezett értesítés. Frissítse az oldalt, miután egy ügyfél beküldte az előminősítést.</p>' : rows}`,
  );
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(body);

/** Mounts the demo receiver; only a demonstration start calls this. */
export function dealerWebhookSandboxRoutes(
  app: FastifyInstance,
  deps: { webhooks: WebhooksService; dealerName: (dealerId: string) => Promise<string | null> },
): { received: (dealerId: string) => readonly ReceivedWebhook[] } {
  const byDealer = new Map<string, ReceivedWebhook[]>();
  const received = (dealerId: string) => byDealer.get(dealerId) ?? [];

  void app.register(async (scope) => {
    // The signature is over the exact bytes: the body is read as text, never re-serialised.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
      (_request, body, done) => done(null, body),
    );

    scope.get(STYLESHEET_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=3600')
        .type('text/css; charset=utf-8')
        .send(
          `${sandboxStylesheet}\n.message{border:1px solid #ccc;border-radius:8px;padding:0 1rem;margin:1rem 0}.ok{color:#1b5e20}.error{color:#b00020}pre{white-space:pre-wrap;word-break:break-word}`,
        ),
    );

    scope.post<{ Params: { dealerId: string }; Body: string }>(
      `${DEALER_WEBHOOK_SANDBOX_PREFIX}/:dealerId`,
      { schema: { hide: true } },
      async (request, reply) => {
        const { dealerId } = request.params;
        const secret = await deps.webhooks.revealSecretForSandbox({ kind: 'DEALER', id: dealerId });
        if (secret === null) return reply.status(404).send();
        const body = typeof request.body === 'string' ? request.body : '';
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : '';
        };
        const headers = {
          'webhook-id': header('webhook-id'),
          'webhook-timestamp': header('webhook-timestamp'),
          'webhook-signature': header('webhook-signature'),
        };
        let signatureValid = true;
        let parsed: { type?: unknown; data?: unknown } = {};
        try {
          parsed = new Webhook(secret).verify(body, headers) as typeof parsed;
        } catch {
          signatureValid = false;
          try {
            parsed = JSON.parse(body) as typeof parsed;
          } catch {
            parsed = {};
          }
        }
        const list = byDealer.get(dealerId) ?? [];
        list.unshift({
          receivedAt: new Date(),
          webhookId: headers['webhook-id'],
          eventType: typeof parsed.type === 'string' ? parsed.type : '',
          signatureValid,
          repeat: list.some((item) => item.webhookId === headers['webhook-id'] && item.signatureValid),
          data: JSON.stringify(parsed.data ?? null, null, 2),
        });
        byDealer.set(dealerId, list.slice(0, KEPT_PER_DEALER));
        // A receiver refuses what it cannot verify; the sender retries it.
        return reply.status(signatureValid ? 204 : 401).send();
      },
    );

    scope.get<{ Params: { dealerId: string } }>(
      `${DEALER_WEBHOOK_SANDBOX_PREFIX}/:dealerId`,
      { schema: { hide: true } },
      async (request, reply) => {
        const name = await deps.dealerName(request.params.dealerId).catch(() => null);
        if (name === null) {
          return html(
            reply,
            404,
            sandboxLayout(vendor, 'Nem található', '<h1>Nem található</h1><p>Ilyen kereskedő nincs.</p>'),
          );
        }
        return html(reply, 200, renderReceivedPage(name, received(request.params.dealerId)));
      },
    );
  });
  return { received };
}
