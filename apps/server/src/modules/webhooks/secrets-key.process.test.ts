import { existsSync } from 'node:fs';
import { mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort, killRunningServers, startServer } from '../../testing/server-process.ts';

describe('the secrets key at start', () => {
  let root: string;
  beforeAll(async () => {
    root = await realpath(await mkdtemp(path.join(tmpdir(), 'hk-secrets-key-')));
  });
  afterEach(killRunningServers);
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stops a production start without SECRETS_ENCRYPTION_KEY, naming it, before touching its data folder', async () => {
    const dataDir = path.join(root, 'data');
    const server = startServer({ NODE_ENV: 'production', PORT: String(await freePort()), DATA_DIR: dataDir });
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toMatch(/SECRETS_ENCRYPTION_KEY: required in production/);
    expect(existsSync(dataDir)).toBe(false);
  });
});
