import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { latestMessages } from '../outbox/outbox.service.ts';

const messageSchema = z.object({
  id: z.string(),
  channel: z.enum(['EMAIL', 'SMS']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Links in our own messages become clickable; nothing else is trusted as markup. */
function renderBody(body: string, publicUrl: string): string {
  return escapeHtml(body).replace(/https?:\/\/[^\s<]+/g, (url) =>
    url.startsWith(escapeHtml(publicUrl)) ? `<a href="${url}">${url}</a>` : url,
  );
}

const dateTime = new Intl.DateTimeFormat('hu-HU', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Budapest',
});

/**
 * The embedded mode's mailbox: every email and SMS the portal "sent", newest first, so a
 * person can finish every flow alone. Never registered on a shared database.
 */
export function devMailboxRoutes(
  app: FastifyInstance,
  deps: { db: Db; publicUrl: string; allowRemote: boolean },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Read from the socket, not from X-Forwarded-For: a header cannot make a caller local.
  const onlyFromThisMachine = async (request: FastifyRequest) => {
    if (!deps.allowRemote && !isLoopback(request.socket.remoteAddress)) throw new AppError('NOT_FOUND');
  };
  const latest = () => latestMessages(deps.db);

  r.get(
    '/dev/mailbox/messages',
    { onRequest: onlyFromThisMachine, schema: { hide: true, response: { 200: z.array(messageSchema) } } },
    async () =>
      (await latest()).map((m) => ({
        id: m.id,
        channel: m.channel,
        recipient: m.recipient,
        subject: m.subject,
        body: m.body,
        status: m.status,
        createdAt: m.createdAt.toISOString(),
      })),
  );

  r.get(
    '/dev/mailbox',
    { onRequest: onlyFromThisMachine, schema: { hide: true } },
    async (_request, reply) => {
      const messages = await latest();
      const items = messages
        .map(
          (m) => `<article class="message" data-channel="${m.channel}">
  <header><span class="badge">${m.channel === 'EMAIL' ? 'E-mail' : 'SMS'}</span>
  <strong class="recipient">${escapeHtml(m.recipient)}</strong>
  <time datetime="${m.createdAt.toISOString()}">${dateTime.format(m.createdAt)}</time></header>
  ${m.subject ? `<h2 class="subject">${escapeHtml(m.subject)}</h2>` : ''}
  <pre class="body">${renderBody(m.body, deps.publicUrl)}</pre>
</article>`,
        )
        .join('\n');
      const html = `<!doctype html>
<html lang="hu"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fejlesztői postafiók – Hitelkapu</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f6f8f9;color:#1f2a30}
main{max-width:760px;margin:0 auto;padding:24px 16px}
h1{font-size:24px;margin:0 0 4px}.lead{color:#5c6770;margin:0 0 24px}
.message{background:#fff;border:1px solid #dde3e6;border-radius:12px;padding:16px;margin-bottom:12px}
.message header{display:flex;flex-wrap:wrap;gap:8px;align-items:center;font-size:14px}
.badge{background:#0b5f66;color:#fff;border-radius:6px;padding:2px 8px;font-size:12px;font-weight:600}
time{color:#5c6770;margin-left:auto}.subject{font-size:16px;margin:12px 0 0}
.body{white-space:pre-wrap;font-family:inherit;font-size:15px;line-height:1.5;margin:8px 0 0}
a{color:#0b5f66}
</style></head>
<body><main><h1>Fejlesztői postafiók</h1>
<p class="lead">A beágyazott módban küldött összes e-mail és SMS, a legújabb elöl. Éles rendszeren ez az oldal nem létezik.</p>
${items || '<p>Még nem ment ki üzenet.</p>'}
</main></body></html>`;
      return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );
}
