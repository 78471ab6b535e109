import Fastify from "fastify";
import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createForwarder,
  formServiceDestination,
  leadsDestination,
  retryDelayMs,
  type EnquiryDestination,
} from "./enquiry-forwarder.server";
import { openEnquiryStore } from "./store/enquiry-store.server";

const enquiry = (n: number) => ({
  name: `Visitor ${n}`,
  email: `v${n}@example.co.uk`,
  phone: "",
  message: `Enquiry ${n}, please call.`,
});
const quiet = { warn: (message: string) => void message };

describe("the enquiry outbox", () => {
  it("delivers every enquiry exactly once to a destination that fails three times, then recovers, across a restart", async () => {
    // A real HTTP destination on loopback that refuses its first three requests.
    const received: string[] = [];
    let refusals = 3;
    const destination = Fastify();
    destination.post("/collect", async (request, reply) => {
      if (refusals > 0) {
        refusals -= 1;
        return reply.code(503).send({ error: "down for maintenance" });
      }
      received.push(String(request.headers["idempotency-key"]));
      return reply.code(200).send({ ok: true });
    });
    const address = await destination.listen({ port: 0, host: "127.0.0.1" });

    const dbUrl = `file:${join(mkdtempSync(join(tmpdir(), "outbox-")), "enquiries.db")}`;
    const target = formServiceDestination({ url: `${address}/collect` });

    let store = await openEnquiryStore(dbUrl);
    const ids: string[] = [];
    for (let n = 0; n < 5; n += 1) ids.push((await store.add({ enquiry: enquiry(n), destinations: [target.name] })).id);
    // Back-off is timed by the store's clock, so the test waits for a short one rather than moving a clock.
    const retryDelay = () => 600;
    await createForwarder(store, [target], { retryDelay, log: quiet }).runOnce();
    const failedAt = Date.now();
    // Three refusals: the first three enquiries wait for a retry, the last two got through.
    expect(received).toHaveLength(2);
    const waiting = (await store.list()).filter((record) => record.deliveries[0]!.status === "pending");
    expect(waiting).toHaveLength(3);
    expect(waiting[0]!.deliveries[0]).toMatchObject({
      attempts: 1,
      lastError: "The form service answered 503 Service Unavailable",
    });
    await store.close();

    // The server restarts; nothing is retried before its back-off has passed.
    store = await openEnquiryStore(dbUrl);
    await createForwarder(store, [target], { retryDelay, log: quiet }).runOnce();
    if (Date.now() - failedAt < 500) expect(received).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 700 - (Date.now() - failedAt)));
    await createForwarder(store, [target], { retryDelay, log: quiet }).runOnce();

    expect([...received].sort()).toEqual([...ids].sort());
    expect((await store.list()).every((record) => record.deliveries[0]!.status === "delivered")).toBe(true);
    await store.close();
    await destination.close();
  });

  it("backs off exponentially, up to an hour between attempts", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });
});

describe("a destination that never answers", () => {
  // A loopback server that takes every request and never answers it.
  let silent: Server;
  let received: string[];
  let url: string;
  // A fresh one (a fresh address) for each test, so no connection is shared between tests.
  beforeEach(async () => {
    received = [];
    silent = createServer((request) => void received.push(String(request.headers["idempotency-key"])));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/collect`;
  });
  afterEach(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  async function storeWithThreeFor(names: string[]) {
    const store = await openEnquiryStore(":memory:");
    const ids: string[] = [];
    for (let n = 0; n < 3; n += 1) ids.push((await store.add({ enquiry: enquiry(n), destinations: names })).id);
    return { store, ids };
  }

  it("does not delay delivery to a healthy destination, and each send to it times out and waits for a retry", async () => {
    const hanging = formServiceDestination({ url, timeoutMs: 300 });
    const delivered: string[] = [];
    const healthy: EnquiryDestination = { name: "healthy", send: async (record) => void delivered.push(record.id) };
    const { store, ids } = await storeWithThreeFor([hanging.name, healthy.name]);
    const forwarder = createForwarder(store, [hanging, healthy], { log: quiet });
    const started = Date.now();
    forwarder.start(60_000);
    await vi.waitFor(() => expect(delivered).toEqual(ids), { timeout: 250, interval: 5 });
    expect(Date.now() - started).toBeLessThan(250);
    // Still waiting for the answers, the three sent together.
    await vi.waitFor(() => expect([...received].sort()).toEqual([...ids].sort()), { timeout: 3_000, interval: 20 });
    await forwarder.stop({ graceMs: 1_000 });
    const deliveries = (await store.list()).flatMap((record) => record.deliveries);
    await store.close();
    expect(deliveries.filter((delivery) => delivery.destination === "healthy").map((delivery) => delivery.status)).toEqual([
      "delivered",
      "delivered",
      "delivered",
    ]);
    expect(deliveries.filter((delivery) => delivery.destination === hanging.name)).toMatchObject([
      { status: "pending", attempts: 1, lastError: "No answer within 0.3 s" },
      { status: "pending", attempts: 1, lastError: "No answer within 0.3 s" },
      { status: "pending", attempts: 1, lastError: "No answer within 0.3 s" },
    ]);
  });

  it("is abandoned when the forwarder stops, leaving the delivery pending as it was, to be sent after a restart", async () => {
    const hanging = formServiceDestination({ url, timeoutMs: 30_000 });
    const { store } = await storeWithThreeFor([hanging.name]);
    const forwarder = createForwarder(store, [hanging], { log: quiet });
    forwarder.start(60_000);
    await vi.waitFor(() => expect(received).toHaveLength(3), { timeout: 1_000, interval: 5 });
    const stopping = Date.now();
    await forwarder.stop({ graceMs: 100 });
    expect(Date.now() - stopping).toBeLessThan(1_000);
    const deliveries = (await store.list()).flatMap((record) => record.deliveries);
    await store.close();
    await forwarder.runOnce();
    expect(received).toHaveLength(3); // nothing new was started while or after stopping
    expect(deliveries).toMatchObject([
      { status: "pending", attempts: 0, lastError: null },
      { status: "pending", attempts: 0, lastError: null },
      { status: "pending", attempts: 0, lastError: null },
    ]);
  });
});

describe("forwarding to the agency back end", () => {
  const leads: { body: unknown; key: string | null; auth: string | null }[] = [];
  const forms: unknown[] = [];
  const server = setupServer(
    http.post("https://forms.agency.test/f/1", async ({ request }) => {
      forms.push(await request.json());
      return HttpResponse.json({ ok: true });
    }),
    http.post("https://api.agency.test/leads/", async ({ request }) => {
      leads.push({
        body: await request.json(),
        key: request.headers.get("idempotency-key"),
        auth: request.headers.get("authorization"),
      });
      return HttpResponse.json({ lead: { id: 7 } }, { status: 201 });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterAll(() => server.close());

  it("creates a lead through the API client, with the enquiry id as idempotency key and the message as a note", async () => {
    const store = await openEnquiryStore(":memory:");
    const target = leadsDestination({ baseUrl: "https://api.agency.test", token: "service-token" });
    const record = await store.add({ enquiry: enquiry(1), page: "/white-label", destinations: [target.name] });
    await createForwarder(store, [target], { log: quiet }).runOnce();
    expect(leads).toEqual([
      {
        key: record.id,
        auth: "Bearer service-token",
        body: expect.objectContaining({
          first_name: "Visitor",
          last_name: "1",
          email: "v1@example.co.uk",
          notes: [{ created_at: record.receivedAt, content: "Enquiry 1, please call.\n\n(Sent from /white-label)" }],
        }),
      },
    ]);
    expect((await store.list())[0]!.deliveries[0]!.status).toBe("delivered");
    await store.close();
  });

  it("delivers suspected spam to every destination like any enquiry, marked with the reason", async () => {
    leads.length = 0;
    const store = await openEnquiryStore(":memory:");
    const targets = [
      leadsDestination({ baseUrl: "https://api.agency.test", token: "service-token" }),
      formServiceDestination({ url: "https://forms.agency.test/f/1" }),
    ];
    await store.add({
      enquiry: enquiry(2),
      spam: { reason: "sent 300 ms after the page opened", withheld: false },
      destinations: targets.map((target) => target.name),
    });
    await createForwarder(store, targets, { log: quiet }).runOnce();
    const [note] = (leads[0]!.body as { notes: { content: string }[] }).notes;
    expect(note!.content.split("\n")[0]).toMatch(/^Suspected spam \(sent 300 ms after the page opened\): /);
    expect(note!.content).toContain("Enquiry 2, please call.");
    expect(forms).toEqual([
      {
        name: "Visitor 2",
        email: "v2@example.co.uk",
        phone: "",
        message: "Enquiry 2, please call.",
        suspected_spam: "sent 300 ms after the page opened",
      },
    ]);
    expect((await store.list())[0]!.deliveries.map((delivery) => delivery.status)).toEqual(["delivered", "delivered"]);
    await store.close();
  });
});
