/**
 * `npm run bench -- --only cluster`: three servers on loopback sharing one throwaway PostgreSQL
 * cluster, forwarding to a receiver on loopback, under a stream of enquiries from many visitors
 * (a pretend load balancer in front: each enquiry comes from its own X-Forwarded-For address), one
 * server killed with SIGKILL two seconds in. Clients fail over to the next server with the same
 * submission key, as a load balancer's retry or the visitor's second click would, and send nothing
 * more to a server whose connection failed (as a load balancer's health check would). Then one address
 * posts 30 times across the three servers, and the outbox is left to drain. Bounded in count and
 * time; everything it starts is stopped and removed.
 */
import Fastify from "fastify";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { openEnquiryStore } from "../../src/server/enquiries/store/enquiry-store.server";
import { startTestPostgres } from "../../src/server/enquiries/store/test-postgres";

export interface ClusterSettings {
  servers: number;
  enquiries: number;
  inFlight: number;
  killAfterMs: number;
  leaseMs: number;
  claimBatch: number;
  sendTimeoutMs: number;
  /** Posts from one address across the servers, to check the shared rate limit (10 a minute). */
  limitPosts: number;
}

export const CLUSTER_DEFAULTS: ClusterSettings = {
  servers: 3,
  enquiries: 6_000,
  inFlight: 30,
  killAfterMs: 2_000,
  leaseMs: 5_000,
  claimBatch: 10,
  sendTimeoutMs: 2_000,
  limitPosts: 30,
};

export interface ClusterResult {
  settings: ClusterSettings;
  cores: number;
  loadBefore: number[];
  loadAfter: number[];
  seconds: number;
  enquiriesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Enquiries a client had to send again (its server died mid-request). */
  failovers: number;
  answered201: number;
  missing: number;
  stored: number;
  distinctSubmissionKeys: number;
  distinctKeysReceived: number;
  /** Deliveries the receiver got more than once, and whether each repeat carried its first key. */
  duplicateDeliveries: number;
  duplicatesSameKey: boolean;
  /** Seconds from the end of the load until nothing was pending, or null if it never emptied. */
  drainedAfterSeconds: number | null;
  limit201: number;
  limit429: number;
}

interface Server {
  url: string;
  child: ChildProcess;
  exited: Promise<unknown>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(new URL("./cluster-instance.ts", import.meta.url))], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      const match = /LISTENING (\S+)/.exec(chunk.toString());
      if (match) resolve({ url: match[1]!, child, exited });
    });
    void exited.then(() => reject(new Error("a cluster server ended before listening")));
  });
}

/** One enquiry's body; its email is its own, so the receiver can tell enquiries apart by content. */
const enquiryBody = (n: number, key: string) =>
  JSON.stringify({
    name: `Visitor ${n}`,
    email: `visitor${n}@example.co.uk`,
    phone: "",
    message: `Enquiry ${n}: twenty DA40 placements a month for our shop, please.`,
    fill_ms: 12_000,
    page: "/get-in-touch",
    submission_key: key,
  });

/** A distinct visitor address per enquiry (10.x.y.z), so the per-address limit never bites the load. */
const visitor = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function postOnce(url: string, body: string, address: string): Promise<{ status: number; id?: string }> {
  try {
    const response = await fetch(`${url}/api/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", "x-forwarded-for": address },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json()) as { id?: string };
    return { status: response.status, id: answer.id };
  } catch {
    return { status: 0 };
  }
}

/** A receiver on loopback that keeps, per enquiry's email, the idempotency key of every delivery. */
function startReceiver() {
  const receiver = Fastify({ logger: false });
  // email → the idempotency keys it arrived with, one entry per delivery.
  const received = new Map<string, string[]>();
  receiver.post("/collect", async (request) => {
    const { email } = request.body as { email: string };
    const keys = received.get(email) ?? [];
    keys.push(String(request.headers["idempotency-key"]));
    received.set(email, keys);
    return { ok: true };
  });
  return { receiver, received };
}

interface LoadFigures {
  /** Submission key → the id answered with 201. */
  answered: Map<string, string>;
  latencies: number[];
  failovers: number;
  seconds: number;
  /** When the load ended (performance.now()). */
  loadEnded: number;
}

/**
 * The load: `inFlight` clients, each taking the next enquiry and sending it to the next server in
 * turn; a failed connection goes to the following server, same key, until one answers. The first
 * server is killed `killAfterMs` in.
 */
async function sendLoad(servers: readonly (Server | undefined)[], settings: ClusterSettings): Promise<LoadFigures> {
  const urls = servers.map((server) => server!.url);
  const answered = new Map<string, string>();
  const latencies: number[] = [];
  let next = 0;
  let failovers = 0;
  const down = new Set<number>();
  const started = performance.now();
  const killer = setTimeout(() => servers[0]?.child.kill("SIGKILL"), settings.killAfterMs);
  await Promise.all(
    Array.from({ length: settings.inFlight }, async () => {
      while (next < settings.enquiries) {
        const n = next++;
        const key = `bench-${n.toString().padStart(6, "0")}-${crypto.randomUUID()}`;
        const body = enquiryBody(n, key);
        const sentAt = performance.now();
        let failed = false;
        for (let attempt = 0; attempt < urls.length * 3; attempt += 1) {
          // Like a load balancer's passive health check: a server that failed a connection gets no more.
          const up = urls.map((_, index) => index).filter((index) => !down.has(index));
          const server = (up.length ? up : urls.map((_, index) => index))[(n + attempt) % (up.length || urls.length)]!;
          const answer = await postOnce(urls[server]!, body, visitor(n));
          if (answer.status === 0) down.add(server);
          if (answer.status === 201 && answer.id) {
            if (failed) failovers += 1;
            answered.set(key, answer.id);
            latencies.push(performance.now() - sentAt);
            break;
          }
          failed = true;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearTimeout(killer);
  return { answered, latencies, failovers, seconds, loadEnded: performance.now() };
}

/** One address posting `limitPosts` times across the servers, in turn: the statuses it got. */
async function postFromOneAddress(servers: readonly (Server | undefined)[], limitPosts: number): Promise<number[]> {
  const limitStatuses: number[] = [];
  for (let n = 0; n < limitPosts; n += 1) {
    const answer = await postOnce(
      servers[n % servers.length]!.url,
      enquiryBody(1_000_000 + n, crypto.randomUUID()),
      "203.0.113.7",
    );
    limitStatuses.push(answer.status);
  }
  return limitStatuses;
}

/**
 * Waits until no delivery is pending, or a lease and 5 s more (and 30 s of grace) have passed
 * since the load ended: seconds from the load's end until then, or null if it never emptied.
 */
async function waitForDrain(db: pg.Client, loadEnded: number, leaseMs: number): Promise<number | null> {
  const deadline = loadEnded + leaseMs + 5_000;
  while (performance.now() <= deadline + 30_000) {
    const { rows } = await db.query<{ pending: number }>(
      "SELECT count(*)::int AS pending FROM deliveries WHERE status = 'pending'",
    );
    if (rows[0]!.pending === 0) return (performance.now() - loadEnded) / 1000;
    await sleep(100);
  }
  return null;
}

/** The figures of a run, from what the clients were answered, what was stored and what the receiver got. */
function clusterResult({
  settings,
  loadBefore,
  load,
  limitStatuses,
  stored,
  received,
  drainedAfterSeconds,
}: {
  settings: ClusterSettings;
  loadBefore: number[];
  load: LoadFigures;
  limitStatuses: readonly number[];
  stored: readonly { id: string; submission_key: string }[];
  received: ReadonlyMap<string, string[]>;
  drainedAfterSeconds: number | null;
}): ClusterResult {
  const { answered, latencies, failovers, seconds } = load;
  const storedIds = new Set(stored.map((row) => row.id));
  const limit201 = limitStatuses.filter((status) => status === 201).length;
  const allKeys = [...received.values()];
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    settings,
    cores: cpus().length,
    loadBefore,
    loadAfter: loadavg(),
    seconds,
    enquiriesPerSecond: answered.size / seconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    failovers,
    answered201: answered.size + limit201,
    missing: [...answered.values()].filter((id) => !storedIds.has(id)).length,
    stored: stored.length,
    distinctSubmissionKeys: new Set(stored.map((row) => row.submission_key)).size,
    distinctKeysReceived: new Set(allKeys.flat()).size,
    duplicateDeliveries: allKeys.reduce((sum, keys) => sum + keys.length - 1, 0),
    duplicatesSameKey: allKeys.every((keys) => new Set(keys).size === 1),
    drainedAfterSeconds,
    limit201,
    limit429: limitStatuses.filter((status) => status === 429).length,
  };
}

export async function measureCluster(settings: ClusterSettings = CLUSTER_DEFAULTS): Promise<ClusterResult> {
  const loadBefore = loadavg();
  const root = mkdtempSync(join(tmpdir(), "bench-cluster-site-"));
  writeFileSync(join(root, "index.html"), "<h1>Home</h1>");
  // Durable, as a managed database is: every commit is synced before the server answers 201.
  const postgres = await startTestPostgres({ durable: true });
  const servers: (Server | undefined)[] = [];
  const { receiver, received } = startReceiver();
  try {
    const receiverUrl = `${await receiver.listen({ port: 0, host: "127.0.0.1" })}/collect`;
    const dbUrl = await postgres.createDatabase();
    await (await openEnquiryStore(dbUrl)).close(); // migrated once, before the servers start
    const env = {
      CLUSTER_ROOT: root,
      CLUSTER_DB_URL: dbUrl,
      CLUSTER_FORWARD_URL: receiverUrl,
      CLUSTER_LEASE_MS: String(settings.leaseMs),
      CLUSTER_CLAIM_BATCH: String(settings.claimBatch),
      CLUSTER_SEND_TIMEOUT_MS: String(settings.sendTimeoutMs),
    };
    for (let n = 0; n < settings.servers; n += 1) servers.push(await startServer(env));

    const load = await sendLoad(servers, settings);

    // The killed server comes back; one address then posts across all three.
    if (servers[0]) await servers[0].exited;
    servers[0] = await startServer(env);
    const limitStatuses = await postFromOneAddress(servers, settings.limitPosts);

    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    const drainedAfterSeconds = await waitForDrain(db, load.loadEnded, settings.leaseMs);
    const { rows: stored } = await db.query<{ id: string; submission_key: string }>("SELECT id, submission_key FROM enquiries");
    await db.end();

    return clusterResult({ settings, loadBefore, load, limitStatuses, stored, received, drainedAfterSeconds });
  } finally {
    for (const server of servers) server?.child.kill("SIGKILL");
    await Promise.all(servers.map((server) => server?.exited ?? Promise.resolve()));
    await receiver.close();
    postgres.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

/** Each target of the cluster bench, met or not, with the figure. */
export function clusterTargets(result: ClusterResult): { target: string; met: boolean; figure: string }[] {
  const { settings } = result;
  return [
    { target: "every enquiry answered 201 is stored", met: result.missing === 0, figure: `${result.missing} missing` },
    {
      target: "stored = distinct submission keys = distinct keys received",
      met: result.stored === result.distinctSubmissionKeys && result.stored === result.distinctKeysReceived,
      figure: `${result.stored} = ${result.distinctSubmissionKeys} = ${result.distinctKeysReceived}`,
    },
    {
      target: "every enquiry answered 201 once, stored once",
      met: result.stored === result.answered201,
      figure: `${result.answered201} answered 201, ${result.stored} stored`,
    },
    {
      target: `nothing pending within lease + 5 s (${(settings.leaseMs + 5_000) / 1000} s)`,
      met: result.drainedAfterSeconds !== null && result.drainedAfterSeconds <= (settings.leaseMs + 5_000) / 1000,
      figure: result.drainedAfterSeconds === null ? "never emptied" : `${result.drainedAfterSeconds.toFixed(1)} s`,
    },
    {
      target: `duplicate deliveries ≤ one claim batch (${settings.claimBatch}), each with its first Idempotency-Key`,
      met: result.duplicateDeliveries <= settings.claimBatch && result.duplicatesSameKey,
      figure: `${result.duplicateDeliveries}${result.duplicatesSameKey ? ", same keys" : ", a key changed"}`,
    },
    {
      target: `one address posting ${settings.limitPosts} times across the servers gets exactly 10 × 201`,
      met: result.limit201 === 10,
      figure: `${result.limit201} × 201, ${result.limit429} × 429`,
    },
    {
      target: "≥ 500 enquiries/s",
      met: result.enquiriesPerSecond >= 500,
      figure: `${Math.round(result.enquiriesPerSecond)}/s`,
    },
    { target: "p99 < 250 ms", met: result.p99Ms < 250, figure: `${Math.round(result.p99Ms)} ms` },
  ];
}

export function formatCluster(result: ClusterResult): string {
  const { settings } = result;
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(" / ");
  return [
    `## Many servers, one PostgreSQL store (loopback; ${settings.servers} servers, ${settings.enquiries.toLocaleString("en-GB")} enquiries, ${settings.inFlight} in flight, one server SIGKILLed at +${settings.killAfterMs / 1000} s)`,
    "",
    "| Enquiries/s | p50 | p99 | Took | Sent again elsewhere | Stored | Duplicate deliveries | Drained after load |",
    "|---|---|---|---|---|---|---|---|",
    `| ${Math.round(result.enquiriesPerSecond)} | ${Math.round(result.p50Ms)} ms | ${Math.round(result.p99Ms)} ms | ${result.seconds.toFixed(1)} s | ${result.failovers} | ${result.stored.toLocaleString("en-GB")} | ${result.duplicateDeliveries} | ${result.drainedAfterSeconds === null ? "never" : `${result.drainedAfterSeconds.toFixed(1)} s`} |`,
    "",
    `Lease ${settings.leaseMs / 1000} s, claim batch ${settings.claimBatch}, send time-out ${settings.sendTimeoutMs / 1000} s. Machine: ${result.cores} cores; load average (1/5/15 min) ${load(result.loadBefore)} before, ${load(result.loadAfter)} after.`,
    "",
    ...clusterTargets(result).map(({ target, met, figure }) => `- ${met ? "met" : "NOT MET"}: ${target} (${figure})`),
  ].join("\n");
}
