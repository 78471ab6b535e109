import type { Client, InStatement, ResultSet } from "@libsql/client";

/** Enough to take every enquiry that arrives while one commit syncs, on any server this store suits. */
const MOST_PER_COMMIT = 100;

interface Waiting {
  statements: InStatement[];
  resolve(results: ResultSet[]): void;
  reject(error: unknown): void;
}

/**
 * Write transactions that arrive together, committed together (decision 0029). The libSQL client
 * runs SQLite on the server's own thread, and with `synchronous = FULL` every commit waits there
 * for the disk: one commit per enquiry made that wait the server's limit. Each call still gets its
 * own statements' results only once the commit holding them is synced, so a 201 still means stored
 * on disk. Calls made in the same turn of the event loop (the requests read while the last commit
 * was syncing) share the next commit; if that commit fails, each is tried again on its own, so one
 * bad write never fails another's.
 */
export function groupCommits(db: Pick<Client, "batch">): (statements: InStatement[]) => Promise<ResultSet[]> {
  let waiting: Waiting[] = [];
  let scheduled = false;

  async function commit(group: Waiting[]) {
    try {
      const results = await db.batch(
        group.flatMap((call) => call.statements),
        "write",
      );
      let offset = 0;
      for (const call of group) {
        call.resolve(results.slice(offset, offset + call.statements.length));
        offset += call.statements.length;
      }
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      for (const call of group) await commit([call]);
    }
  }

  async function flush() {
    scheduled = false;
    while (waiting.length) {
      const group = waiting.slice(0, MOST_PER_COMMIT);
      waiting = waiting.slice(MOST_PER_COMMIT);
      await commit(group);
    }
  }

  return (statements) =>
    new Promise((resolve, reject) => {
      waiting.push({ statements, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        // After the event loop's I/O: every request read by then is in this commit.
        setImmediate(() => void flush());
      }
    });
}
