/**
 * The enquiry store's contract, run against both stores: the embedded libSQL file and PostgreSQL
 * (a throwaway cluster started for this file; Debian's postgresql package must be installed).
 * Each test gets a store of its own: a new file, or a new database.
 */
import Fastify from "fastify";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForwarder, formServiceDestination, type EnquiryDestination } from "../enquiry-forwarder.server";
import { EnquiryStoreUnavailable, openEnquiryStore, type EnquiryStore } from "./enquiry-store.server";
import { startSite, type RunningSite } from "../../site/start-site.server";
import { startServerProcess } from "../../site/test-server-child";
import { startTestPostgres, type TestPostgres } from "./test-postgres";
import { TEST_SECURITY, writeTestBuild } from "../../site/test-site";

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startTestPostgres();
}, 60_000);
afterAll(() => postgres?.stop());

const root = writeTestBuild();
const quiet = { warn: (message: string) => void message };

/**
 * `sharedLimit`: whether the store counts the rate limit for every server on it. The libSQL file is a
 * single server's, whose limit counts in memory (decision 0029); see enquiry-api.test.ts.
 */
const stores = [
  {
    kind: "libSQL",
    sharedLimit: false,
    freshUrl: async () => `file:${join(mkdtempSync(join(tmpdir(), "contract-")), "enquiries.db")}`,
  },
  { kind: "PostgreSQL", sharedLimit: true, freshUrl: () => postgres.createDatabase() },
];

const enquiry = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.co.uk`,
  phone: "",
  message: `Enquiry number ${n}: twenty links a month, please.`,
});

async function post(url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  try {
    const response = await fetch(`${url}/api/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...headers },
      body: JSON.stringify({ fill_ms: 10_000, ...body }),
    });
    const answer = (await response.json()) as { id?: string };
    return { status: response.status, id: answer.id };
  } catch {
    return { status: 0, id: undefined }; // the connection died with the server: no promise was made
  }
}

/** A form service on loopback that refuses its first `refusals` requests and records each key it takes. */
async function formService(refusals = 0) {
  const received: string[] = [];
  let refused = 0;
  const app = Fastify();
  app.post("/collect", async (request, reply) => {
    if (refused < refusals) {
      refused += 1;
      return reply.code(503).send({ error: "down for maintenance" });
    }
    received.push(String(request.headers["idempotency-key"]));
    return { ok: true };
  });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return { url: `${address}/collect`, received, close: () => app.close() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(stores)("the $kind enquiry store", ({ freshUrl, sharedLimit }) => {
  const opened: EnquiryStore[] = [];
  const open = async (url: string) => {
    const store = await openEnquiryStore(url);
    opened.push(store);
    return store;
  };
  afterAll(async () => {
    await Promise.all(opened.map((store) => store.close().catch(() => {})));
  });

  it("stores exactly 500 records for 500 concurrent valid posts", async () => {
    const dbUrl = await freshUrl();
    const site = await startSite({ root, security: TEST_SECURITY, dbUrl, destinations: [], enquiriesPerMinute: 10_000 });
    const answers = await Promise.all(Array.from({ length: 500 }, (_, n) => post(site.url, enquiry(n))));
    await site.close();
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(500);
    const records = await (await open(dbUrl)).list();
    expect(records).toHaveLength(500);
    expect(new Set(records.map((record) => record.email)).size).toBe(500);
    expect(new Set(records.map((record) => record.id))).toEqual(new Set(answers.map((answer) => answer.id)));
  }, 60_000);

  it("loses no enquiry that got a 201 when the server is killed (SIGKILL) in the middle of a burst", async () => {
    const dbUrl = await freshUrl();
    const { child, url, exited } = await startServerProcess({ TEST_SITE_ROOT: root, TEST_DB_URL: dbUrl });
    const acknowledged: string[] = [];
    let killed = false;
    // Ten waves of 40; the server is killed as soon as 150 have been acknowledged.
    for (let wave = 0; wave < 10 && !killed; wave += 1) {
      const answers = Array.from({ length: 40 }, (_, n) =>
        post(url, enquiry(wave * 40 + n)).then((answer) => {
          if (answer.status === 201 && answer.id) acknowledged.push(answer.id);
          if (acknowledged.length >= 150 && !killed) {
            killed = true;
            child.kill("SIGKILL");
          }
        }),
      );
      await Promise.all(answers);
    }
    await exited;
    expect(killed).toBe(true);
    const kept = new Set((await (await open(dbUrl)).list()).map((record) => record.id));
    expect(acknowledged.filter((id) => !kept.has(id))).toEqual([]);
  }, 60_000);

  it("delivers each enquiry once, with its id as Idempotency-Key, to a destination that refuses and then recovers", async () => {
    const service = await formService(3);
    const target = formServiceDestination({ url: service.url });
    const store = await open(await freshUrl());
    const ids: string[] = [];
    for (let n = 0; n < 5; n += 1) ids.push((await store.add({ enquiry: enquiry(n), destinations: [target.name] })).id);
    const forwarder = createForwarder(store, [target], { retryDelay: () => 1_500, log: quiet });
    await forwarder.runOnce();
    // Three refusals: three wait for their back-off, two got through.
    expect(service.received).toHaveLength(2);
    const waiting = (await store.list())
      .flatMap((record) => record.deliveries)
      .filter((delivery) => delivery.status === "pending");
    expect(waiting).toHaveLength(3);
    expect(waiting[0]).toMatchObject({ attempts: 1, lastError: "The form service answered 503 Service Unavailable" });
    await sleep(1_600);
    await forwarder.runOnce();
    await service.close();
    expect([...service.received].sort()).toEqual([...ids].sort());
    const deliveries = (await store.list()).flatMap((record) => record.deliveries);
    expect(deliveries.map((delivery) => delivery.status)).toEqual(Array(5).fill("delivered"));
    expect((await store.outbox()).pending).toBe(0);
  });

  it("hands a delivery whose lease lapsed to another worker, and ignores the first worker's late answer", async () => {
    const dbUrl = await freshUrl();
    const first = await open(dbUrl);
    const second = await open(dbUrl);
    const { id } = await first.add({ enquiry: enquiry(1), destinations: ["form-service"] });
    // The first worker claims it for 400 ms and then goes quiet (its server died mid-send).
    const [held] = await first.claim("form-service", { limit: 10, leaseMs: 400 });
    expect(held?.enquiry.id).toBe(id);

    const sent: string[] = [];
    const destination: EnquiryDestination = {
      name: "form-service",
      timeoutMs: 1_000,
      send: async (record) => void sent.push(record.id),
    };
    const takeover = createForwarder(second, [destination], { log: quiet, leaseMs: 5_000 });
    await takeover.runOnce();
    expect(sent).toEqual([]); // still held
    await sleep(500);
    await takeover.runOnce();
    expect(sent).toEqual([id]);

    // The first worker's send finally returns: its lease is gone, so it changes nothing.
    expect(await first.markDelivered(held!)).toBe(false);
    expect(await first.markFailed(held!, "late", 1_000)).toBe(false);
    const [record] = await first.list();
    expect(record!.deliveries).toMatchObject([{ status: "delivered", attempts: 1, lastError: null }]);

    // A late failure while the second worker holds the delivery must not take it from that worker.
    const { id: other } = await first.add({ enquiry: enquiry(2), destinations: ["form-service"] });
    const [stale] = await first.claim("form-service", { limit: 1, leaseMs: 300 });
    await sleep(400);
    const [current] = await second.claim("form-service", { limit: 1, leaseMs: 60_000 });
    expect(current?.enquiry.id).toBe(other);
    expect(await first.markFailed(stale!, "late", 0)).toBe(false);
    expect(await first.claim("form-service", { limit: 1, leaseMs: 60_000 })).toEqual([]);
    expect(await second.markDelivered(current!)).toBe(true);
  });

  it("never gives the same delivery to two workers claiming at once", async () => {
    const dbUrl = await freshUrl();
    const workers = await Promise.all([open(dbUrl), open(dbUrl), open(dbUrl)]);
    for (let n = 0; n < 30; n += 1) await workers[0].add({ enquiry: enquiry(n), destinations: ["leads"] });
    const claims = await Promise.all(
      [...workers, ...workers].map((worker) => worker.claim("leads", { limit: 7, leaseMs: 60_000 })),
    );
    const claimed = claims.flat().map((delivery) => delivery.enquiry.id);
    expect(claimed).toHaveLength(30);
    expect(new Set(claimed).size).toBe(30);
    expect(await workers[1].claim("leads", { limit: 7, leaseMs: 60_000 })).toEqual([]);
  });

  it("gives a released delivery back at once, its attempts unchanged", async () => {
    const store = await open(await freshUrl());
    await store.add({ enquiry: enquiry(1), destinations: ["leads"] });
    const [held] = await store.claim("leads", { limit: 1, leaseMs: 60_000 });
    await store.release(held!);
    const [again] = await store.claim("leads", { limit: 1, leaseMs: 60_000 });
    expect(again).toMatchObject({ enquiry: { id: held!.enquiry.id }, attempts: 0 });
  });

  it("stores a submission key once: a resend, even at the same moment, returns the first enquiry and queues nothing", async () => {
    const store = await open(await freshUrl());
    const key = "3f0c2a9e8b7d4c1a9e8b7d4c1a9e8b7d";
    const [a, b] = await Promise.all([
      store.add({ enquiry: enquiry(1), destinations: ["leads"], submissionKey: key }),
      store.add({ enquiry: enquiry(1), destinations: ["leads"], submissionKey: key }),
    ]);
    const again = await store.add({ enquiry: enquiry(1), destinations: ["leads"], submissionKey: key });
    await store.add({ enquiry: enquiry(2), destinations: ["leads"], submissionKey: "another-key-0123456789" });
    expect(a.id).toBe(b.id);
    expect(again).toMatchObject({ id: a.id, repeated: true, submissionKey: key });
    expect([a.repeated, b.repeated].sort()).toEqual([false, true]);
    const listed = await store.list();
    expect(listed.map((record) => record.email)).toEqual(["visitor2@example.co.uk", "visitor1@example.co.uk"]);
    expect(listed.flatMap((record) => record.deliveries)).toHaveLength(2);
  });

  it.runIf(sharedLimit)(
    "counts rate-limit hits from every server on the store in one window, which starts again once it ends",
    async () => {
      const dbUrl = await freshUrl();
      const [one, two] = [await open(dbUrl), await open(dbUrl)] as [Required<EnquiryStore>, Required<EnquiryStore>];
      const counts = await Promise.all(
        Array.from({ length: 12 }, (_, n) => (n % 2 ? one : two).countHit("POST /api/enquiries 203.0.113.9", 800)),
      );
      expect(counts.map((hit) => hit.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 12 }, (_, n) => n + 1));
      expect(counts.every((hit) => hit.ttlMs > 0 && hit.ttlMs <= 800)).toBe(true);
      expect((await one.countHit("POST /api/enquiries 198.51.100.1", 800)).count).toBe(1);
      await sleep(900);
      expect((await two.countHit("POST /api/enquiries 203.0.113.9", 800)).count).toBe(1);
    },
  );

  it("reports the outbox: deliveries pending and how long the oldest has waited", async () => {
    const store = await open(await freshUrl());
    expect(await store.outbox()).toEqual({ pending: 0, oldestPendingSeconds: null });
    await store.add({ enquiry: enquiry(1), destinations: ["leads", "form-service"] });
    await sleep(300);
    await store.add({ enquiry: enquiry(2), destinations: ["leads"] });
    const outbox = await store.outbox();
    expect(outbox.pending).toBe(3);
    expect(outbox.oldestPendingSeconds).toBeGreaterThanOrEqual(0.25);
    expect(outbox.oldestPendingSeconds).toBeLessThan(30);
  });

  it.runIf(sharedLimit)(
    "lets one address send only its limit across two servers sharing the store",
    async () => {
      const dbUrl = await freshUrl();
      const sites: RunningSite[] = [];
      for (let n = 0; n < 2; n += 1)
        sites.push(await startSite({ root, security: TEST_SECURITY, dbUrl, destinations: [], enquiriesPerMinute: 10 }));
      try {
        const statuses: number[] = [];
        for (let n = 0; n < 30; n += 1) statuses.push((await post(sites[n % 2]!.url, enquiry(n))).status);
        expect(statuses.filter((status) => status === 201)).toHaveLength(10);
        expect(statuses.filter((status) => status === 429)).toHaveLength(20);
      } finally {
        await Promise.all(sites.map((site) => site.close()));
      }
    },
    30_000,
  );

  it("answers a resent submission like the first, storing and forwarding it once", async () => {
    const service = await formService();
    const dbUrl = await freshUrl();
    const site = await startSite({
      root,
      security: TEST_SECURITY,
      dbUrl,
      destinations: [formServiceDestination({ url: service.url })],
      enquiriesPerMinute: 100,
    });
    try {
      const key = "0f1e2d3c4b5a69788796a5b4c3d2e1f0";
      const first = await post(site.url, { ...enquiry(1), submission_key: key });
      const resent = await post(site.url, { ...enquiry(1), submission_key: key });
      expect(first.status).toBe(201);
      expect(resent).toEqual(first);
      // A form posted without JavaScript, sent twice with the key the head script put in it.
      const form = () =>
        fetch(`${site.url}/api/enquiries`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ ...enquiry(2), fill_ms: "9000", submission_key: "a1b2c3d4e5f60718293a4b5c6d7e8f90" }),
        });
      expect([(await form()).status, (await form()).status]).toEqual([303, 303]);
      await site.app.inject({ method: "GET", url: "/api/health" }); // let the forwarder run
      await expect.poll(() => service.received.length, { timeout: 5_000 }).toBe(2);
      expect((await site.store.list()).map((record) => record.email).sort()).toEqual([
        "visitor1@example.co.uk",
        "visitor2@example.co.uk",
      ]);
      expect(service.received).toContain(first.id);
    } finally {
      await site.close();
      await service.close();
    }
  }, 30_000);

  it("refuses a malformed submission key with a message, storing nothing", async () => {
    const dbUrl = await freshUrl();
    const site = await startSite({ root, security: TEST_SECURITY, dbUrl, destinations: [] });
    try {
      const response = await fetch(`${site.url}/api/enquiries`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ ...enquiry(1), fill_ms: 10_000, submission_key: "short" }),
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: Record<string, string> }).errors.submission_key).toMatch(/16 to 128/);
      expect(await site.store.list()).toEqual([]);
    } finally {
      await site.close();
    }
  });

  it("answers GET /api/health with the outbox, to the holder of the token, while the store is reachable", async () => {
    const dbUrl = await freshUrl();
    const healthDetailsToken = "a-health-token-for-the-tests";
    const site = await startSite({ root, security: TEST_SECURITY, dbUrl, destinations: [], healthDetailsToken });
    try {
      await site.store.add({ enquiry: enquiry(1), destinations: ["form-service"] });
      const response = await fetch(`${site.url}/api/health`, { headers: { authorization: `Bearer ${healthDetailsToken}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toMatchObject({
        status: "ok",
        store: "reachable",
        outbox: { pending: 1, oldestPendingSeconds: expect.any(Number) },
      });
    } finally {
      await site.close();
    }
  });
});

describe("the PostgreSQL store", () => {
  it("answers GET /api/health with 503 once the database has gone, and 200 again for a server whose database is there", async () => {
    const dbUrl = await postgres.createDatabase();
    const healthDetailsToken = "a-health-token-for-the-tests";
    const site = await startSite({
      root,
      security: TEST_SECURITY,
      dbUrl,
      destinations: [],
      log: { level: "silent" },
      healthDetailsToken,
    });
    // The details are read fresh for each check (the public answer is reused for a few seconds).
    const checkHealth = () => fetch(`${site.url}/api/health`, { headers: { authorization: `Bearer ${healthDetailsToken}` } });
    try {
      expect((await checkHealth()).status).toBe(200);
      await postgres.dropDatabase(dbUrl);
      const response = await checkHealth();
      expect(response.status).toBe(503);
      const body = JSON.stringify(await response.json());
      expect(body).toContain("unreachable");
      expect(body).not.toContain("127.0.0.1"); // nothing about where the database is
    } finally {
      await site.close();
    }
  });

  it("migrates once when three servers open a new database at the same moment", async () => {
    const dbUrl = await postgres.createDatabase();
    const stores = await Promise.all([openEnquiryStore(dbUrl), openEnquiryStore(dbUrl), openEnquiryStore(dbUrl)]);
    await stores[0].add({ enquiry: enquiry(1), destinations: [] });
    expect(await stores[2].list()).toHaveLength(1);
    await Promise.all(stores.map((store) => store.close()));
  });

  it("is listed read-only only once it has been set up, saying so without the password", async () => {
    const dbUrl = (await postgres.createDatabase()).replace("postgres@", "postgres:hunter2@");
    const failure = await openEnquiryStore(dbUrl, { readOnly: true }).then(
      () => new Error("opened"),
      (error: unknown) => error as Error,
    );
    expect(failure).toBeInstanceOf(EnquiryStoreUnavailable);
    expect(failure.message).toMatch(/is not an enquiries database/);
    expect(failure.message).not.toContain("hunter2");
    await (await openEnquiryStore(dbUrl)).close();
    const reader = await openEnquiryStore(dbUrl, { readOnly: true });
    expect(await reader.list()).toEqual([]);
    await reader.close();
  });
});
