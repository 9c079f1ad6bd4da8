import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { mkdir, open, readFile, realpath, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * One process per data folder (docs/decisions/017). The embedded database has no lock of its
 * own: two processes on one folder each keep their own picture of the files and overwrite
 * each other's writes. The lock is a file naming its owner's process; an owner that is no
 * longer running (killed, crashed) leaves a stale file the next start takes over, the way
 * PostgreSQL treats its postmaster.pid.
 */
export const LOCK_FILE_NAME = 'hitelkapu.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    readonly ownerPid: number | null,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another Hitelkapu process${ownerPid === null ? '' : ` (pid ${ownerPid})`}. ` +
        'Stop that process first, or give this one another DATA_DIR. ' +
        `If no such process is running, delete ${lockFile}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly lockFile: string;
  /** Removes the lock file if it is still ours; synchronous, so it can run while the process exits. */
  release(): void;
}

interface Owner {
  pid: number;
  /** The owner's start time as the kernel counts it (Linux), so a reused pid is told apart. */
  startTime: string | null;
  token: string;
}

/** A file a competitor is still writing, or garbage: not an owner. */
const UNREADABLE = Symbol('unreadable');
/** A lock file younger than this whose content is not readable yet belongs to a start under way. */
const UNREADABLE_GRACE_MS = 5_000;
const ATTEMPTS = 40;
const RETRY_MS = 25;

/** Folders this process holds: a second lock from the same process is refused too. */
const heldHere = new Set<string>();

/** Linux: field 22 of /proc/<pid>/stat, the process start time in clock ticks since boot. */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process a lock file names still holds the folder. */
function ownerIsAlive(owner: Owner): boolean {
  // A previous life of this very process number (a container's pid 1 after a restart).
  if (owner.pid === process.pid) return false;
  if (!isRunning(owner.pid)) return false;
  if (owner.startTime !== null) {
    const now = processStartTime(owner.pid);
    // Where the start time is readable and differs, the number was reused by another process.
    if (now !== null && now !== owner.startTime) return false;
  }
  return true;
}

function parseOwner(text: string): Owner | typeof UNREADABLE {
  try {
    const value = JSON.parse(text) as Partial<Owner>;
    if (
      typeof value.pid === 'number' &&
      Number.isInteger(value.pid) &&
      value.pid > 0 &&
      typeof value.token === 'string' &&
      (typeof value.startTime === 'string' || value.startTime === null)
    ) {
      return { pid: value.pid, startTime: value.startTime, token: value.token };
    }
  } catch {
    // fall through
  }
  return UNREADABLE;
}

async function readOwner(file: string): Promise<Owner | typeof UNREADABLE | null> {
  try {
    return parseOwner(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function isOlderThan(file: string, ms: number): Promise<boolean> {
  try {
    return Date.now() - (await stat(file)).mtimeMs > ms;
  } catch {
    return false;
  }
}

/** Creates `file` holding `owner`, unless it exists. */
async function createExclusive(file: string, owner: Owner): Promise<boolean> {
  try {
    const handle = await open(file, 'wx', 0o600);
    try {
      await handle.writeFile(`${JSON.stringify(owner)}\n`);
    } finally {
      await handle.close();
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Dead, or unreadable for longer than a start takes to write it. */
async function isStale(file: string, owner: Owner | typeof UNREADABLE): Promise<boolean> {
  return owner === UNREADABLE ? isOlderThan(file, UNREADABLE_GRACE_MS) : !ownerIsAlive(owner);
}

/**
 * Removes a stale lock file. Only the holder of a second file, the takeover file, removes
 * one, and it reads the lock again first: of several starts that found the same stale
 * file, one removes it, and none removes the fresh lock another has made since. Answers
 * false when another start is taking over.
 */
async function removeStale(lockFile: string, owner: Owner): Promise<boolean> {
  const takeoverFile = `${lockFile}.takeover`;
  if (!(await createExclusive(takeoverFile, owner))) {
    // A start killed inside these few steps leaves its takeover file: clear it for the next try.
    const taker = await readOwner(takeoverFile);
    if (taker !== null && (await isStale(takeoverFile, taker)))
      await unlink(takeoverFile).catch(() => undefined);
    return false;
  }
  try {
    const current = await readOwner(lockFile);
    if (current !== null && (await isStale(lockFile, current))) await unlink(lockFile);
    return true;
  } finally {
    await unlink(takeoverFile);
  }
}

/**
 * Takes the folder for this process, creating it when missing; throws DataDirLockedError
 * naming the folder when another running process holds it. Nothing else in the folder is
 * read or written before the lock is ours.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const folder = await realpath(dataDir);
  const lockFile = path.join(folder, LOCK_FILE_NAME);
  if (heldHere.has(folder)) throw new DataDirLockedError(folder, lockFile, process.pid);
  heldHere.add(folder);
  try {
    return await acquire(folder, lockFile);
  } catch (error) {
    heldHere.delete(folder);
    throw error;
  }
}

async function acquire(folder: string, lockFile: string): Promise<DataDirLock> {
  const owner: Owner = {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    token: randomBytes(16).toString('hex'),
  };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (await createExclusive(lockFile, owner)) {
      return {
        lockFile,
        release() {
          heldHere.delete(folder);
          try {
            const current = parseOwner(readFileSync(lockFile, 'utf8'));
            if (current !== UNREADABLE && current.token === owner.token) unlinkSync(lockFile);
          } catch {
            // already gone
          }
        },
      };
    }
    const current = await readOwner(lockFile);
    if (current === null) continue;
    if (current !== UNREADABLE && ownerIsAlive(current)) {
      throw new DataDirLockedError(folder, lockFile, current.pid);
    }
    // A stale file is removed; an unreadable young one is another start writing it.
    const removed = (await isStale(lockFile, current)) && (await removeStale(lockFile, owner));
    if (!removed) await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
  throw new DataDirLockedError(folder, lockFile, null);
}
