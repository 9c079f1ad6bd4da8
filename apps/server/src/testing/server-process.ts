import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** The real entry point, started the way `npm run serve` starts it, so the PID stopped is the server's. */
const serverEntry = path.resolve(import.meta.dirname, '../server.ts');

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the exit code (null when ended by a signal) and the moment of the exit. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  output(): string;
  /** Resolves once the server has printed a line matching `pattern`. */
  printed(pattern: RegExp): Promise<void>;
}

/** Servers started and not yet ended: a failed or timed-out test leaves none behind. */
const running = new Set<ChildProcess>();

/** Kills (SIGKILL) every server a test started and did not see end. For afterEach. */
export async function killRunningServers(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
  running.clear();
}

export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const watchers = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk;
    for (const watch of watchers) watch();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const printed = (pattern: RegExp) =>
    new Promise<void>((resolve) => {
      const watch = () => {
        if (!pattern.test(output)) return;
        watchers.delete(watch);
        resolve();
      };
      watchers.add(watch);
      watch();
    });
  running.add(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal, at: Date.now() });
    }),
  );
  return { child, exited, output: () => output, printed };
}

/** Polls /api/ready until the server answers 200; fails as soon as the process has ended. */
export async function waitUntilReady(server: ServerProcess, base: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && server.child.exitCode === null && server.child.signalCode === null) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not become ready:\n${server.output()}`);
}

/** A port nothing listens on at the moment of asking, on the loopback address the servers use. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}
