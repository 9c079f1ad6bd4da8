import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort, killRunningServers, startServer, waitUntilReady } from './testing/server-process.ts';

/** A connection that has sent part of a request: the rest is written with `finish`, the whole answer read. */
async function partialRequest(port: number, head: string) {
  const socket = await new Promise<net.Socket>((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => {
    text += chunk;
  });
  const ended = new Promise<string>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('close', () => resolve(text));
  });
  socket.write(head);
  return { finish: () => socket.write('\r\n'), ended };
}

describe('readiness while the process stops', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hk-readiness-'));
  });
  afterEach(killRunningServers);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers /api/ready with 503 in the error shape once SIGTERM has come, so the balancer stops sending traffic', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const base = `http://127.0.0.1:${port}`;
    await waitUntilReady(server, base);
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);

    // A balancer's check under way when the signal comes: read in full only after it.
    const check = await partialRequest(
      port,
      'GET /api/ready HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-Id: lb-check-1\r\n',
    );
    server.child.kill('SIGTERM');
    await server.printed(/shutting down/);
    check.finish();
    const raw = await check.ended;

    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head.toLowerCase()).toContain('retry-after: 5');
    expect(head.toLowerCase()).toContain('x-request-id: lb-check-1');
    expect(JSON.parse(body)).toMatchObject({ code: 'UNAVAILABLE', messageKey: 'errors.UNAVAILABLE' });
    expect((await server.exited).code).toBe(0);
  }, 150_000);
});
