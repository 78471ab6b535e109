/**
 * A throwaway PostgreSQL cluster for tests and the cluster bench: Debian's `postgresql` binaries,
 * a temporary data folder, a free loopback port, trust authentication, and everything removed
 * again by `stop()`. PostgreSQL refuses to run as root, so as root the binaries run as the
 * `postgres` user (which owns the folder); as anyone else they run directly.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres, the maintenance database. */
  adminUrl: string;
  /** A new, empty database; its URL. */
  createDatabase(): Promise<string>;
  /** Drops a database, ending its connections first (as if its server had gone away). */
  dropDatabase(url: string): Promise<void>;
  /** Stops the cluster and removes its folder. */
  stop(): void;
}

const MISSING = "PostgreSQL's server binaries were not found: install Debian's postgresql package (apt-get install postgresql).";

/** The newest installed version's bin folder, e.g. /usr/lib/postgresql/15/bin. */
function postgresBin(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((name) => existsSync(join(base, name, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(MISSING);
  return join(base, versions[0], "bin");
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const isRoot = () => process.getuid?.() === 0;

/** Runs one of the server binaries, as `postgres` when we are root; throws with its output on failure. */
function run(bin: string, args: string[]) {
  const [command, commandArgs] = isRoot() ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  const result = spawnSync(command, commandArgs, { encoding: "utf8", cwd: "/" });
  if (result.status !== 0)
    throw new Error(`${bin} ${args.join(" ")} failed (${result.status}): ${result.stderr || result.stdout || result.error}`);
}

let databases = 0;

/**
 * Starts a cluster. `durable: false` (tests) turns off fsync, which only matters if the machine
 * itself crashes: a test that kills the site's server still sees every committed row.
 */
export async function startTestPostgres({ durable = false }: { durable?: boolean } = {}): Promise<TestPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), "test-postgres-"));
  if (isRoot()) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, "data");
  const port = await freePort();
  try {
    run(join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--no-sync"]);
    const settings = [
      "-c listen_addresses=127.0.0.1",
      `-p ${port}`,
      `-k ${dir}`,
      "-c max_connections=200",
      ...(durable ? [] : ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"]),
    ].join(" ");
    run(join(bin, "pg_ctl"), ["-D", data, "-o", settings, "-l", join(dir, "server.log"), "-w", "start"]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off("exit", stop);
    try {
      run(join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // A run that ends without its afterAll (a failed setup, an interrupted bench) still stops it.
  process.once("exit", stop);
  return {
    adminUrl,
    async createDatabase() {
      databases += 1;
      const name = `test_${process.pid}_${databases}`;
      await admin((client) => client.query(`CREATE DATABASE ${name}`));
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async dropDatabase(url) {
      const name = new URL(url).pathname.slice(1);
      await admin((client) => client.query(`DROP DATABASE ${pg.escapeIdentifier(name)} WITH (FORCE)`));
    },
    stop,
  };
}
