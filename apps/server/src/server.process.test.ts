import { existsSync } from 'node:fs';
import { mkdtemp, readdir, realpath, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME, lockDataDir } from './lib/data-dir-lock.ts';
import { generateSigningKeyPem } from './lib/keys.ts';
import { freePort, killRunningServers, startServer, waitUntilReady } from './testing/server-process.ts';

describe('the server process (embedded database)', () => {
  let root: string;
  let dataDir: string;
  beforeAll(async () => {
    root = await realpath(await mkdtemp(path.join(tmpdir(), 'hk-process-')));
    dataDir = path.join(root, 'data');
  });
  afterEach(killRunningServers);
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stops with a message naming a bad variable', async () => {
    const server = startServer({ PORT: 'not-a-port', DATA_DIR: dataDir });
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toMatch(/PORT/);
  });

  it('keeps data across a restart, refuses a second process on the folder, and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitUntilReady(first, base);
    const statement = (await (await fetch(`${base}/api/administration/call-me-back-acceptance`)).json()) as {
      id: number;
      version: number;
    };
    const created = await fetch(`${base}/api/call-me-back-public`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Tóth Gábor',
        phone: '+36 20 444 5555',
        preferredTime: 'MORNING',
        statementId: statement.id,
        statementVersion: statement.version,
        accepted: true,
      }),
    });
    expect(created.status).toBe(201);

    // A second process on the same folder (on a free port) stops, naming the folder.
    const intruder = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect((await intruder.exited).code).toBe(1);
    expect(intruder.output()).toContain(`DATA_DIR ${dataDir} is in use by another Hitelkapu process`);
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);

    const inFlight = fetch(`${base}/api/ready`);
    first.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect((await first.exited).code).toBe(0);
    // A clean stop frees the folder.
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const second = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitUntilReady(second, base);
    second.child.kill('SIGINT');
    expect((await second.exited).code).toBe(0);

    // Read the files the server left behind: the request is there, once.
    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    const rows = await db.query<{ name: string }>(
      "select name from call_back_requests where phone = '+36 20 444 5555'",
    );
    await db.close();
    expect(rows.rows).toEqual([{ name: 'Tóth Gábor' }]);
  }, 180_000);

  it('refuses a data folder another process holds before reading or writing anything in it', async () => {
    const folder = path.join(root, 'held');
    const lock = await lockDataDir(folder);
    try {
      const server = startServer({ PORT: String(await freePort()), DATA_DIR: folder });
      expect((await server.exited).code).toBe(1);
      expect(server.output()).toContain(
        `DATA_DIR ${folder} is in use by another Hitelkapu process (pid ${process.pid})`,
      );
      // No database was created, migrated or seeded, no key written.
      expect(await readdir(folder)).toEqual([LOCK_FILE_NAME]);
    } finally {
      lock.release();
    }
  }, 60_000);

  it('stops on a port in use before it touches its data folder', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    const folder = path.join(root, 'never-made');
    try {
      const server = startServer({ PORT: String(port), DATA_DIR: folder });
      expect((await server.exited).code).toBe(1);
      expect(server.output()).toContain(`port ${port} on 127.0.0.1 is already in use`);
      expect(existsSync(folder)).toBe(false);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 60_000);

  it('answers while its database is still opening, and a signal then stops it with exit 0', async () => {
    // A database server that accepts the connection and never answers: the start waits on it.
    const connections: net.Socket[] = [];
    let connected: () => void = () => undefined;
    const databaseConnected = new Promise<void>((resolve) => {
      connected = resolve;
    });
    const silentDatabase = net.createServer((socket) => {
      connections.push(socket);
      connected();
    });
    await new Promise<void>((resolve) => silentDatabase.listen(0, '127.0.0.1', resolve));
    const { port: databasePort } = silentDatabase.address() as net.AddressInfo;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    try {
      const server = startServer({
        PORT: String(port),
        DATA_DIR: path.join(root, 'unused'),
        DATABASE_URL: `postgres://hitelkapu@127.0.0.1:${databasePort}/hitelkapu`,
        SESSION_SIGNING_KEY: generateSigningKeyPem(),
      });
      await databaseConnected;
      // Bound before the database is open: alive, not ready, in the error shape.
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      const ready = await fetch(`${base}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        code: 'UNAVAILABLE',
        message: expect.any(String),
        messageKey: 'errors.UNAVAILABLE',
      });

      server.child.kill('SIGTERM');
      // Once it no longer takes connections, the database gives up on the start under way.
      await expect
        .poll(
          () =>
            fetch(`${base}/api/health`).then(
              () => 'listening',
              () => 'closed',
            ),
          { timeout: 20_000 },
        )
        .toBe('closed');
      for (const socket of connections) socket.destroy();
      expect((await server.exited).code).toBe(0);
    } finally {
      await new Promise((resolve) => silentDatabase.close(resolve));
    }
  }, 90_000);
});
