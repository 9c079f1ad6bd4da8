/**
 * What a customer's browser does on the sandbox bank's hosted consent page (modules/bank-sandbox):
 * choose the bank if the page asks, log in as a demo persona, tick accounts, and consent, cancel
 * or report the bank down, reading each step's page and answering its form with the page's
 * token. Works over any `fetch`: a real one against a running portal, or `injectFetch(app)`.
 */
export interface ConsentWalk {
  /** The bank's BIC when the page asks for one (default OTP). */
  bank?: string;
  /** A persona of modules/bank-sandbox/personas.ts (default `employee`). */
  persona?: string;
  /** Which of the offered account ids to tick (default all). */
  accounts?: (offered: string[]) => string[];
  finish?: 'consent' | 'cancel' | 'fail';
  /** Sent with every request (e.g. X-Forwarded-For, so per-address limits see distinct people). */
  headers?: Record<string, string>;
  /** The portal's address as this client reaches it, when the page's own address says another. */
  base?: string;
}

export interface ConsentWalked {
  /** The last page before the final answer (the accounts step). */
  html: string;
  offered: string[];
  chosen: string[];
  /** The final answer: a 303 back to the portal's return address. */
  final: Response;
  /** Where the bank sends the browser back, when it does. */
  returnUrl: URL | null;
}

const tokenOf = (html: string) => /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';

export async function walkSandboxConsent(
  fetchFn: typeof fetch,
  pageUrl: string,
  options: ConsentWalk = {},
): Promise<ConsentWalked> {
  const page = new URL(pageUrl, options.base ?? 'http://portal.invalid');
  const at = options.base ? new URL(`${page.pathname}${page.search}`, options.base).href : page.href;
  const headers = options.headers ?? {};
  const read = async () => {
    const response = await fetchFn(at, { headers });
    if (response.status !== 200) throw new Error(`sandbox bank page answered ${response.status}`);
    return response.text();
  };
  const submit = (fields: [string, string][]) =>
    fetchFn(at, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  const step = async (fields: [string, string][], what: string) => {
    const response = await submit(fields);
    if (response.status !== 303) throw new Error(`sandbox bank ${what} answered ${response.status}`);
  };

  let html = await read();
  if (html.includes('name="bank"')) {
    await step(
      [
        ['token', tokenOf(html)],
        ['action', 'bank'],
        ['bank', options.bank ?? 'OTPVHUHB'],
      ],
      'bank choice',
    );
    html = await read();
  }
  await step(
    [
      ['token', tokenOf(html)],
      ['action', 'login'],
      ['persona', options.persona ?? 'employee'],
    ],
    'login',
  );
  html = await read();
  const offered = [...html.matchAll(/name="account" value="([^"]+)"/g)].map((match) => match[1] as string);
  const chosen = (options.accounts ?? ((ids) => ids))(offered);
  const final = await submit([
    ['token', tokenOf(html)],
    ['action', options.finish ?? 'consent'],
    ...chosen.map((id): [string, string] => ['account', id]),
  ]);
  const location = final.headers.get('location');
  return {
    html,
    offered,
    chosen,
    final,
    returnUrl: location ? new URL(location, 'http://portal.invalid') : null,
  };
}
