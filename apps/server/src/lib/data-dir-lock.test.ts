import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock.ts';

const lockModule = path.resolve(import.meta.dirname, 'data-dir-lock.ts');

/** Another process that takes the folder and keeps it until killed. */
async function holdInAnotherProcess(folder: string): Promise<ChildProcess> {
  const source = `import { lockDataDir } from ${JSON.stringify(lockModule)};
await lockDataDir(${JSON.stringify(folder)});
console.info('locked');
setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return child;
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('one process per data folder', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'hk-lock-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('creates a missing folder, takes it, and frees it on release', async () => {
    const folder = path.join(root, 'fresh', 'data');
    const lock = await lockDataDir(folder);
    expect(await readdir(folder)).toEqual([LOCK_FILE_NAME]);
    expect(JSON.parse(await readFile(lock.lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
    await expect(lockDataDir(folder)).rejects.toBeInstanceOf(DataDirLockedError);
    lock.release();
    expect(existsSync(lock.lockFile)).toBe(false);
    (await lockDataDir(folder)).release();
  });

  it('refuses a folder another running process holds, naming the folder, and takes it once that process is killed', async () => {
    const folder = path.join(root, 'shared');
    const holder = await holdInAnotherProcess(folder);
    try {
      const refusal = await lockDataDir(folder).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DataDirLockedError);
      expect((refusal as DataDirLockedError).ownerPid).toBe(holder.pid);
      expect((refusal as Error).message).toContain(folder);
    } finally {
      await killed(holder);
    }
    // SIGKILL left the file behind; its owner is gone, so the folder is free.
    expect(existsSync(path.join(folder, LOCK_FILE_NAME))).toBe(true);
    const lock = await lockDataDir(folder);
    expect(JSON.parse(await readFile(lock.lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(await readdir(folder)).toEqual([]);
  });

  it('lets exactly one of several starts racing for a folder a killed process left locked have it', async () => {
    const folder = path.join(root, 'race');
    const holder = await holdInAnotherProcess(folder);
    await killed(holder);
    // Each contender loads the module, then waits for the word to go, so they try together.
    const source = `import { lockDataDir } from ${JSON.stringify(lockModule)};
process.stdin.once('data', () => lockDataDir(${JSON.stringify(folder)}).then(
  () => console.info('got it'),
  (error) => console.info(error.name),
));
console.info('ready');
setInterval(() => {}, 60_000);`;
    const contenders = Array.from({ length: 6 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], {
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      let output = '';
      const said = (word: string) =>
        new Promise<void>((resolve) => {
          const check = () => {
            if (output.includes(word)) resolve();
          };
          child.stdout?.on('data', (chunk: Buffer) => {
            output += chunk;
            check();
          });
          check();
        });
      const ready = said('ready');
      const outcome = Promise.race([said('got it'), said('DataDirLockedError')]).then(() =>
        output.includes('got it') ? 'got it' : 'refused',
      );
      return { child, ready, outcome };
    });
    try {
      await Promise.all(contenders.map((contender) => contender.ready));
      for (const contender of contenders) contender.child.stdin?.write('go\n');
      const outcomes = await Promise.all(contenders.map((contender) => contender.outcome));
      expect(outcomes.filter((outcome) => outcome === 'got it')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(contenders.length - 1);
    } finally {
      await Promise.all(contenders.map((contender) => killed(contender.child)));
    }
  });

  it.skipIf(process.platform !== 'linux')(
    'takes over a lock whose process number now belongs to another process',
    async () => {
      const folder = path.join(root, 'reused');
      const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], { stdio: 'ignore' });
      await new Promise((resolve) => other.once('spawn', resolve));
      try {
        await lockDataDir(folder).then((lock) => lock.release());
        // The running process has the recorded number but not the recorded start time.
        await writeFile(
          path.join(folder, LOCK_FILE_NAME),
          JSON.stringify({ pid: other.pid, startTime: '1', token: 'earlier' }),
        );
        const lock = await lockDataDir(folder);
        lock.release();
      } finally {
        await killed(other);
      }
    },
  );

  it('treats an unreadable lock file as a start under way, then as garbage once it is old', async () => {
    const folder = path.join(root, 'garbage');
    await lockDataDir(folder).then((lock) => lock.release());
    const lockFile = path.join(folder, LOCK_FILE_NAME);
    await writeFile(lockFile, '');
    await expect(lockDataDir(folder)).rejects.toBeInstanceOf(DataDirLockedError);
    const longAgo = new Date(Date.now() - 60_000);
    await utimes(lockFile, longAgo, longAgo);
    (await lockDataDir(folder)).release();
  });

  it('leaves a lock file that is no longer its own', async () => {
    const folder = path.join(root, 'replaced');
    const lock = await lockDataDir(folder);
    const other = JSON.stringify({ pid: 1, startTime: null, token: 'another' });
    await writeFile(lock.lockFile, other);
    lock.release();
    expect(await readFile(lock.lockFile, 'utf8')).toBe(other);
  });
});
