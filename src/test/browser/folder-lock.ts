import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** A lock folder with no holder written into it after this long was left by a process that died making it. */
const UNCLAIMED_AFTER_MS = 30_000;

/**
 * Runs `task` holding the lock `lock`, which test files in other processes respect: a folder, since
 * making one is atomic (mkdir fails if it exists), with its holder's pid inside. A lock whose holder
 * has exited (a run stopped mid-build) is taken over rather than waited for.
 */
export async function holdingLock<T>(lock: string, task: () => Promise<T>, { pollMs = 200 } = {}): Promise<T> {
  mkdirSync(dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (holderGone(lock)) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }
  writeFileSync(join(lock, "pid"), String(process.pid));
  try {
    return await task();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function holderGone(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, "pid"), "utf8"));
  } catch {
    // Just made, its pid not yet written; or left so by a process that died in between.
    try {
      return Date.now() - statSync(lock).mtimeMs > UNCLAIMED_AFTER_MS;
    } catch {
      return false; // released meanwhile
    }
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}
