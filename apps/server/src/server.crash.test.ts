import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from './lib/seeded-random.ts';
import {
  freePort,
  killRunningServers,
  type ServerProcess,
  startServer,
  waitUntilReady,
} from './testing/server-process.ts';

const ROUNDS = 20;
const CUSTOMERS = 10;
/** The kill comes at a random moment this long after the customers start writing. */
const KILL_WITHIN_MS = 2_500;
/** Below the per-address limit on consents (60 an hour): a customer moves on to a new address after this many. */
const WRITES_PER_ADDRESS = 50;

interface Acknowledged {
  id: string;
  round: number;
}

/** One consent, answered or failed; the address goes in X-Forwarded-For (the server trusts its proxy here). */
function submitConsent(agent: http.Agent, port: number, visitorId: string, address: string) {
  const payload = JSON.stringify({ visitorId, allowAnalytics: true, policyVersion: 1 });
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/consent/cookies',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-forwarded-for': address,
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.once('error', reject);
        response.once('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.once('error', reject);
    request.end(payload);
  });
}

describe('the embedded database through crashes', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hk-crash-'));
  });
  afterEach(killRunningServers);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it(`keeps every acknowledged write through ${ROUNDS} SIGKILLs at random moments while ${CUSTOMERS} customers write`, async () => {
    const seed = Number(process.env.CRASH_TEST_SEED ?? randomBytes(4).readUInt32LE());
    console.info(`crash test seed ${seed} (CRASH_TEST_SEED=${seed} repeats the kill moments)`);
    const random = seededRandom(seed);
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, TRUST_PROXY: 'true' };
    const startedAt = Date.now();
    const acknowledged: Acknowledged[] = [];
    const unexpected: string[] = [];
    let addresses = 0;
    // Only loopback addresses, written into a header: no traffic goes anywhere but 127.0.0.1.
    const nextAddress = () => {
      addresses += 1;
      return `127.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
    };

    for (let round = 1; round <= ROUNDS; round++) {
      const server: ServerProcess = startServer(env);
      await waitUntilReady(server, `http://127.0.0.1:${port}`);
      const agent = new http.Agent({ keepAlive: true });
      const before = acknowledged.length;

      const customers = Array.from({ length: CUSTOMERS }, async (_, customer) => {
        const visitorId = `r${String(round).padStart(2, '0')}c${String(customer).padStart(2, '0')}${randomBytes(5).toString('hex')}`;
        for (let address = nextAddress(), written = 0; ; written++) {
          if (written === WRITES_PER_ADDRESS) {
            address = nextAddress();
            written = 0;
          }
          let answer: { status: number; body: string };
          try {
            answer = await submitConsent(agent, port, visitorId, address);
          } catch {
            return; // the server is gone: what was not answered was never acknowledged
          }
          if (answer.status !== 201) {
            unexpected.push(`round ${round}: ${answer.status} ${answer.body}`);
            return;
          }
          acknowledged.push({ id: (JSON.parse(answer.body) as { id: string }).id, round });
        }
      });

      const killAfter = Math.floor(random() * KILL_WITHIN_MS);
      await new Promise((resolve) => setTimeout(resolve, killAfter));
      server.child.kill('SIGKILL');
      const exit = await server.exited;
      await Promise.all(customers);
      agent.destroy();
      expect(exit.signal).toBe('SIGKILL');
      console.info(
        `round ${round}: killed ${killAfter} ms into the writes, ${acknowledged.length - before} acknowledged`,
      );
    }
    expect(unexpected).toEqual([]);

    // A last start recovers from the last kill and stops cleanly; then the folder is read.
    const last = startServer(env);
    await waitUntilReady(last, `http://127.0.0.1:${port}`);
    last.child.kill('SIGTERM');
    expect((await last.exited).code).toBe(0);

    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    const rows = await db.query<{ id: string }>('select id from cookie_consents');
    await db.close();
    const stored = new Set(rows.rows.map((row) => row.id));
    const lost = acknowledged.filter((write) => !stored.has(write.id));
    console.info(
      `crash test: ${ROUNDS} rounds, ${acknowledged.length} acknowledged writes, ${lost.length} lost, ${Math.round((Date.now() - startedAt) / 1000)} s`,
    );
    expect(acknowledged.length).toBeGreaterThan(0);
    const lostByRound: Record<number, number> = {};
    for (const write of lost) lostByRound[write.round] = (lostByRound[write.round] ?? 0) + 1;
    expect({ lost: lost.length, lostByRound }).toEqual({ lost: 0, lostByRound: {} });
  }, 900_000);
});
