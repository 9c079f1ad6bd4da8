/**
 * Account enumeration by timing (ASVS V6.3.8): a wrong password for an account that exists
 * against the same wrong password for an address with no account, one login at a time and the
 * two kinds alternating, so the machine's load falls on both alike. The portal verifies an
 * unknown address against a dummy argon2id hash, so the two should take as long: the ratio of
 * the medians (and of the p95s) is expected to be about 1.0. The structural half of the check
 * (one verification for each, the same counters moved) is apps/server/src/security/enumeration.test.ts.
 */

export interface EnumerationSide {
  samples: number;
  medianMs: number;
  p95Ms: number;
  /** Answers other than the 401 of a wrong password (a 429 would mean the limits got in the way). */
  unexpected: number;
}

export interface EnumerationTimes {
  existing: EnumerationSide;
  unknown: EnumerationSide;
  /** unknown / existing. */
  medianRatio: number;
  p95Ratio: number;
  /** The answers' bodies differed between the two kinds (they must not). */
  bodiesDiffer: boolean;
}

/** The failures one account may take before it asks everyone for a code (login:account is 20). */
const FAILURES_PER_ACCOUNT = 15;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

function sideOf(times: number[], unexpected: number): EnumerationSide {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    samples: times.length,
    medianMs: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    unexpected,
  };
}

/** How many existing accounts `samples` wrong-password logins need without reaching the account limit. */
export const enumerationAccountsNeeded = (samples: number) => Math.ceil(samples / FAILURES_PER_ACCOUNT);

/**
 * `samples` logins of each kind against the server at `base`, alternating, each from its own
 * forwarded address (the server must trust the proxy) so no per-address limit answers instead.
 * `accounts` are existing customers' emails; each takes at most 15 wrong passwords.
 */
export async function enumerationTimes(
  base: string,
  accounts: readonly string[],
  samples: number,
): Promise<EnumerationTimes> {
  if (accounts.length < enumerationAccountsNeeded(samples))
    throw new Error(`enumeration bench: ${enumerationAccountsNeeded(samples)} accounts needed`);
  const run = Date.now().toString(36);
  const times = { existing: [] as number[], unknown: [] as number[] };
  const unexpected = { existing: 0, unknown: 0 };
  const bodies = new Set<string>();
  let address = 0;

  async function attempt(kind: 'existing' | 'unknown', index: number) {
    address += 1;
    const email =
      kind === 'existing'
        ? (accounts[Math.floor(index / FAILURES_PER_ACCOUNT)] as string)
        : `nincs.${run}.${index}@pelda.hu`;
    const started = performance.now();
    const res = await fetch(`${base}/api/bulwark/customer/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${200 + (Math.floor(address / 62_500) % 50)}.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`,
      },
      body: JSON.stringify({ channel: 'EMAIL', email, password: 'Nem-ez-a-jelszo-2026' }),
    });
    const body = await res.text();
    times[kind].push(performance.now() - started);
    if (res.status !== 401) unexpected[kind] += 1;
    else bodies.add(body);
  }

  // A warm-up of both paths (the dummy hash is made on first use), not counted.
  for (let i = 0; i < 5; i += 1) {
    await attempt('unknown', samples + i);
  }
  times.unknown.length = 0;
  bodies.clear();

  for (let i = 0; i < samples; i += 1) {
    // The order flips each pair, so neither kind always follows the other.
    const order: ('existing' | 'unknown')[] = i % 2 === 0 ? ['existing', 'unknown'] : ['unknown', 'existing'];
    for (const kind of order) await attempt(kind, i);
  }

  const existing = sideOf(times.existing, unexpected.existing);
  const unknown = sideOf(times.unknown, unexpected.unknown);
  const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) / 100 : 0);
  return {
    existing,
    unknown,
    medianRatio: ratio(unknown.medianMs, existing.medianMs),
    p95Ratio: ratio(unknown.p95Ms, existing.p95Ms),
    bodiesDiffer: bodies.size > 1,
  };
}
