import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from './lib/seeded-random.ts';
import { freePort, killRunningServers, startServer, waitUntilReady } from './testing/server-process.ts';

interface Answer {
  status: number;
  connection: string | undefined;
  retryAfter: string | undefined;
  body: Record<string, unknown>;
  at: number;
}

/** The whole answer, its body read as JSON. */
function readAnswer(response: http.IncomingMessage): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk) => {
      text += chunk;
    });
    response.once('error', reject);
    response.once('end', () => {
      try {
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          retryAfter: response.headers['retry-after'] as string | undefined,
          body: JSON.parse(text) as Record<string, unknown>,
          at: Date.now(),
        });
      } catch (error) {
        reject(error);
      }
    });
  });
}

/**
 * A request whose headers the server has read (it answered `100 Continue`) and whose body
 * is held back until `send()`: in flight for as long as the test wants.
 */
function heldRequest(agent: http.Agent, port: number, requestPath: string, body: unknown) {
  const payload = Buffer.from(JSON.stringify(body));
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: requestPath,
    agent,
    headers: { 'content-type': 'application/json', 'content-length': payload.length, expect: '100-continue' },
  });
  const read = new Promise<void>((resolve) => request.once('continue', resolve));
  const answer = new Promise<Answer>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => readAnswer(response).then(resolve, reject));
  });
  request.flushHeaders();
  return { read, answer, send: () => request.end(payload) };
}

/** What a raw connection receives: `received(text)` waits for some of it, `ended` for all until closed. */
function collect(socket: net.Socket) {
  let text = '';
  const waiting = new Set<() => void>();
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => {
    text += chunk;
    for (const check of waiting) check();
  });
  const ended = new Promise<string>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('close', () => resolve(text));
  });
  const received = (part: string) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!text.includes(part)) return;
        waiting.delete(check);
        resolve();
      };
      waiting.add(check);
      check();
    });
  return { ended, received };
}

function parseRaw(text: string): Answer {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return {
    status: Number(statusLine.split(' ')[1]),
    connection: headers.connection,
    retryAfter: headers['retry-after'],
    body: JSON.parse(body) as Record<string, unknown>,
    at: Date.now(),
  };
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

function write(socket: net.Socket, text: string): Promise<void> {
  return new Promise((resolve, reject) => socket.write(text, (error) => (error ? reject(error) : resolve())));
}

const visitorId = () => randomBytes(8).toString('hex');

describe('stopping the server under load (embedded database)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hk-shutdown-'));
  });
  afterEach(killRunningServers);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('on SIGTERM answers every request it has read, refuses later ones in the error shape, and exits 0 at once', async () => {
    const port = await freePort();
    const server = startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'info',
    });
    await waitUntilReady(server, `http://127.0.0.1:${port}`);

    // Idle keep-alive connections: each has had its answer and waits for the next request.
    const idle = await Promise.all(Array.from({ length: 5 }, () => connect(port)));
    const idleReceived = idle.map((socket) => collect(socket));
    for (const socket of idle) await write(socket, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await Promise.all(idleReceived.map((received) => received.received('{"status":"ok"}')));

    // Connections in the middle of sending a request: not read yet when the signal comes.
    const partial = await Promise.all(Array.from({ length: 10 }, () => connect(port)));
    const partialEnded = partial.map((socket) => collect(socket).ended);
    for (const socket of partial) {
      await write(
        socket,
        'POST /api/consent/cookies HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n',
      );
    }

    // 50 requests read and in flight: 35 writes and 15 logins (a password hash each).
    const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
    const consents = Array.from({ length: 35 }, () => {
      const id = visitorId();
      return {
        visitorId: id,
        ...heldRequest(agent, port, '/api/consent/cookies', {
          visitorId: id,
          allowAnalytics: true,
          policyVersion: 1,
        }),
      };
    });
    const logins = Array.from({ length: 15 }, () =>
      heldRequest(agent, port, '/api/bulwark/customer/auth/login', {
        channel: 'EMAIL',
        email: 'demo@hitelkapu.hu',
        password: 'Demo-Hitelkapu-2026',
      }),
    );
    const inFlight = [...consents, ...logins];
    await Promise.all(inFlight.map((request) => request.read));
    expect(idle.every((socket) => !socket.destroyed)).toBe(true);

    const signalAt = Date.now();
    server.child.kill('SIGTERM');
    await server.printed(/shutting down/);
    for (const request of inFlight) request.send();
    const body = JSON.stringify({ visitorId: visitorId(), allowAnalytics: false, policyVersion: 1 });
    for (const socket of partial) await write(socket, `Content-Length: ${body.length}\r\n\r\n${body}`);

    const settled = await Promise.allSettled([
      ...inFlight.map((request) => request.answer),
      ...partialEnded.map(async (ended) => parseRaw(await ended)),
    ]);
    const failures = settled.filter((result) => result.status === 'rejected');
    expect(failures).toEqual([]);
    const answers = settled.map((result) => (result as PromiseFulfilledResult<Answer>).value);
    const lastAnswerAt = Math.max(...answers.map((answer) => answer.at));

    // Read before the signal: answered as usual, and the connection closes after the answer.
    const written = answers.slice(0, consents.length);
    expect(written.map((answer) => answer.status)).toEqual(consents.map(() => 201));
    expect(answers.slice(consents.length, inFlight.length).map((answer) => answer.status)).toEqual(
      logins.map(() => 200),
    );
    expect(answers.slice(0, inFlight.length).every((answer) => answer.connection === 'close')).toBe(true);
    // Read after it: refused in the one error shape, with the connection closed.
    for (const answer of answers.slice(inFlight.length)) {
      expect(answer).toMatchObject({ status: 503, connection: 'close', retryAfter: '5' });
      expect(answer.body).toEqual({
        code: 'UNAVAILABLE',
        message: expect.any(String),
        messageKey: 'errors.UNAVAILABLE',
      });
    }
    // Idle connections are closed by the server, with nothing more sent on them.
    for (const text of await Promise.all(idleReceived.map((received) => received.ended))) {
      expect(text.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    }

    const exit = await server.exited;
    console.info(
      `SIGTERM under load: last answer ${lastAnswerAt - signalAt} ms after the signal, exit ${exit.at - lastAnswerAt} ms after the last answer`,
    );
    expect(exit.code).toBe(0);
    expect(exit.at - lastAnswerAt).toBeLessThan(2_000);
    agent.destroy();

    // What was acknowledged is in the folder the server left behind.
    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    const rows = await db.query<{ visitor_id: string }>('select visitor_id from cookie_consents');
    await db.close();
    const stored = new Set(rows.rows.map((row) => row.visitor_id));
    expect(consents.filter((consent) => !stored.has(consent.visitorId))).toEqual([]);
  }, 150_000);

  it('on SIGTERM amid a steady stream of writes acknowledges only what it keeps and refuses the rest in the error shape', async () => {
    const streamDir = await mkdtemp(path.join(tmpdir(), 'hk-shutdown-stream-'));
    try {
      const port = await freePort();
      const server = startServer({ PORT: String(port), DATA_DIR: streamDir, TRUST_PROXY: 'true' });
      // A first start creates the database: slow on a busy machine, so waited for generously.
      await waitUntilReady(server, `http://127.0.0.1:${port}`, 240_000);
      const agent = new http.Agent({ keepAlive: true });
      const outcomes = { acknowledged: [] as string[], refused: 0, notConnected: 0 };
      const unread: { visitorId: string; error: string }[] = [];
      const wrong: string[] = [];
      let addresses = 0;
      let signalled = false;
      let onAnswer = () => {};
      const seed = Number(process.env.SHUTDOWN_TEST_SEED ?? randomBytes(4).readUInt32LE());
      console.info(`shutdown stream seed ${seed} (SHUTDOWN_TEST_SEED=${seed} repeats the signal moment)`);
      const signalAfter = 20 + Math.floor(seededRandom(seed)() * 40);

      // Eight writers, each one consent after another on a kept-alive connection, until refused.
      const writers = Array.from({ length: 8 }, async () => {
        for (let written = 0; ; written++) {
          addresses += 1;
          // Only loopback addresses, written into a header: under the per-address consent limit.
          const address = `127.1.${(addresses >> 8) & 255}.${addresses & 255}`;
          const id = visitorId();
          let answer: Answer;
          try {
            answer = await postJson(agent, port, '/api/consent/cookies', address, {
              visitorId: id,
              allowAnalytics: written % 2 === 0,
              policyVersion: 1,
            });
          } catch (error) {
            const code = (error as NodeJS.ErrnoException).code ?? String(error);
            // Refused at connect: the listener had closed, nothing was sent. Any other failure
            // may be a request the server read and dropped: it must not have been written.
            if (code === 'ECONNREFUSED') outcomes.notConnected += 1;
            else unread.push({ visitorId: id, error: code });
            return;
          }
          if (answer.status === 201) {
            outcomes.acknowledged.push(id);
            onAnswer();
            continue;
          }
          if (
            signalled &&
            answer.status === 503 &&
            answer.retryAfter === '5' &&
            answer.body.code === 'UNAVAILABLE' &&
            answer.body.messageKey === 'errors.UNAVAILABLE'
          ) {
            outcomes.refused += 1;
            return;
          }
          wrong.push(`${answer.status} ${JSON.stringify(answer.body)}`);
          return;
        }
      });

      await new Promise<void>((resolve) => {
        onAnswer = () => {
          if (outcomes.acknowledged.length >= signalAfter) resolve();
        };
      });
      signalled = true;
      server.child.kill('SIGTERM');
      await Promise.all(writers);
      const exit = await server.exited;
      agent.destroy();
      expect(exit.code).toBe(0);

      const db = await PGlite.create(path.join(streamDir, 'pglite'));
      const rows = await db.query<{ visitor_id: string }>('select visitor_id from cookie_consents');
      await db.close();
      const stored = new Set(rows.rows.map((row) => row.visitor_id));
      console.info(
        `SIGTERM amid writes: ${outcomes.acknowledged.length} acknowledged, ${outcomes.refused} refused with 503, ${outcomes.notConnected} not connected, ${unread.length} closed unanswered`,
      );
      expect(wrong).toEqual([]);
      expect(outcomes.acknowledged.length).toBeGreaterThanOrEqual(signalAfter);
      // Every acknowledged write is kept; a request closed without an answer was never written.
      expect(outcomes.acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      expect(unread.filter((request) => stored.has(request.visitorId))).toEqual([]);
    } finally {
      await rm(streamDir, { recursive: true, force: true });
    }
  }, 400_000);
});

/** One JSON POST on the agent's connections; rejects when the connection fails before an answer. */
function postJson(agent: http.Agent, port: number, requestPath: string, address: string, body: unknown) {
  const payload = JSON.stringify(body);
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: requestPath,
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-forwarded-for': address,
        },
      },
      (response) => readAnswer(response).then(resolve, reject),
    );
    request.once('error', reject);
    request.end(payload);
  });
}
