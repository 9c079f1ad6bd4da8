import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The frame of the pages the built-in sandbox vendors show the customer (identity check,
 * aggregator consent, the GoCardless fake's bank): server-rendered Hungarian HTML, no script
 * (the portal's CSP forbids inline scripts), a banner saying it is not real, and the vendor's
 * name. Each sandbox serves the shared stylesheet under its own path.
 */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export interface SandboxVendor {
  /** Shown in the header and the window title ("Próba bank"). */
  name: string;
  /** What the banner says this environment is not ("Próbakörnyezet – nem valódi bank"). */
  banner: string;
  stylesheetPath: string;
}

export function sandboxLayout(vendor: SandboxVendor, title: string, body: string): string {
  return `<!doctype html>
<html lang="hu">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} – ${escapeHtml(vendor.name)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${escapeHtml(vendor.stylesheetPath)}">
</head>
<body>
<div class="banner" role="note"><strong>${escapeHtml(vendor.banner)}</strong></div>
<header class="vendor"><span class="vendor-name">${escapeHtml(vendor.name)}</span></header>
<main id="tartalom">
${body}
</main>
</body>
</html>
`;
}

/** A page with a message and, when known, the way back to the portal. */
export function sandboxMessagePage(
  vendor: SandboxVendor,
  view: { title: string; paragraphs: string[]; returnUrl?: string | undefined },
): string {
  const back = view.returnUrl
    ? `<p><a class="button primary" href="${escapeHtml(view.returnUrl)}">Vissza a Hitelkapuhoz</a></p>`
    : '';
  return sandboxLayout(
    vendor,
    view.title,
    `<h1>${escapeHtml(view.title)}</h1>
${view.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
${back}`,
  );
}

/** A sandbox page's answer: HTML, never cached and never indexed. */
export function sendSandboxHtml(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(body);
}

/** A sandbox's form posts: the URL-encoded body kept as text, for the route to read as `URLSearchParams`. */
export function acceptFormBodyAsText(scope: FastifyInstance, bodyLimit: number): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, body),
  );
}

/** A sandbox's stylesheet (the shared one and its own rules) at its own path, cached for an hour. */
export function serveSandboxStylesheet(scope: FastifyInstance, path: string, css: string): void {
  scope.get(path, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/css; charset=utf-8').send(css),
  );
}
