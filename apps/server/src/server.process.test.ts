import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverEntry = path.resolve(import.meta.dirname, 'server.ts');
const port = 4100 + Math.floor(Math.random() * 800);
const base = `http://127.0.0.1:${port}`;

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitUntilReady(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not become ready');
}

describe('the server process (embedded database)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hk-process-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops with a message naming a bad variable', async () => {
    const server = startServer({ PORT: 'not-a-port', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT/);
  });

  it('keeps data across a restart and exits 0 on SIGTERM after finishing in-flight work', async () => {
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitUntilReady(first.child);
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
    const inFlight = fetch(`${base}/api/ready`);
    first.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await first.exited).toBe(0);

    const second = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitUntilReady(second.child);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);

    // Read the files the server left behind: the request is there, once.
    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    const rows = await db.query<{ name: string }>(
      "select name from call_back_requests where phone = '+36 20 444 5555'",
    );
    await db.close();
    expect(rows.rows).toEqual([{ name: 'Tóth Gábor' }]);
  }, 120_000);
});
