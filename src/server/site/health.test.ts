import { afterEach, describe, expect, it, vi } from "vitest";
import { openEnquiryStore, type EnquiryStore } from "../enquiries/store/enquiry-store.server";
import { HEALTH_CHECKS_PER_MINUTE, healthTokenFromEnvironment } from "./health.server";
import { createSiteServer } from "./site-server.server";
import type { PublishStatus } from "../publish/site-publisher.server";
import { TEST_SECURITY, writeTestBuild } from "./test-site";
import type { TrustedProxies } from "../http/trust-proxy.server";

const TOKEN = "a-health-token-for-the-tests";
const VISITOR = "203.0.113.9";
const ONE_ENQUIRY = { name: "Visitor", email: "visitor@example.co.uk", phone: "", message: "Twenty links a month, please." };
const LAST_PUBLISH: PublishStatus = {
  building: false,
  last: { ok: false, at: "2026-11-26T10:00:00.000Z", ms: 300_000, reason: "The build took longer than 300 s" },
};

const closing: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

async function siteWith(
  prepare: (store: EnquiryStore) => Promise<void> = async () => {},
  { trustProxy }: { trustProxy?: TrustedProxies } = {},
) {
  const store = await openEnquiryStore(":memory:");
  await prepare(store);
  const outbox = vi.spyOn(store, "outbox");
  const app = await createSiteServer({
    root: writeTestBuild(),
    security: TEST_SECURITY,
    store,
    log: { level: "silent" },
    health: { detailsToken: TOKEN, publishStatus: () => LAST_PUBLISH },
    trustProxy,
  });
  closing.push(async () => {
    await app.close();
    await store.close();
  });
  const health = (options: { from?: string; headers?: Record<string, string> } = {}) =>
    app.inject({ method: "GET", url: "/api/health", remoteAddress: options.from ?? VISITOR, headers: options.headers });
  return { app, store, outbox, health };
}

describe("GET /api/health for anyone", () => {
  it("says only whether the site can take enquiries: nothing of the outbox or of publishing", async () => {
    const { health } = await siteWith((store) =>
      store.add({ enquiry: ONE_ENQUIRY, destinations: ["form-service"] }).then(() => {}),
    );
    const response = await health();
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("asks the store once however many checks arrive in a few seconds", async () => {
    const { health, outbox } = await siteWith();
    for (let index = 0; index < 20; index += 1) expect((await health({ from: `198.51.100.${index}` })).statusCode).toBe(200);
    expect(outbox).toHaveBeenCalledTimes(1);
  });

  it("answers 503 without saying why when the store cannot be reached", async () => {
    const { health, outbox } = await siteWith();
    outbox.mockRejectedValue(new Error("connect ECONNREFUSED db.internal:5432"));
    const response = await health();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: "unavailable", message: "The site cannot take enquiries right now." });
  });

  it(`answers 429 after ${HEALTH_CHECKS_PER_MINUTE} checks a minute from one address, and counts each address apart`, async () => {
    const { health } = await siteWith();
    for (let index = 0; index < HEALTH_CHECKS_PER_MINUTE; index += 1) expect((await health()).statusCode).toBe(200);
    const refused = await health();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many health checks from this address/);
    expect((await health({ from: "198.51.100.7" })).statusCode).toBe(200);
  });

  // A single IPv6 address is nothing to own: one home, phone or server is given a whole /64.
  it(`counts an IPv6 /64 as one visitor, as the enquiry limit does: ${HEALTH_CHECKS_PER_MINUTE} checks a minute from all its addresses together`, async () => {
    const { health } = await siteWith();
    const inOneNetwork = (index: number) => `2001:db8:1:2:${index.toString(16)}::${(index + 1).toString(16)}`;
    for (let index = 0; index < HEALTH_CHECKS_PER_MINUTE; index += 1)
      expect((await health({ from: inOneNetwork(index) })).statusCode).toBe(200);
    expect((await health({ from: inOneNetwork(HEALTH_CHECKS_PER_MINUTE) })).statusCode).toBe(429);
    expect((await health({ from: "2001:db8:1:3::1" })).statusCode).toBe(200);
  });

  it("counts the /64 the proxy saw behind TRUST_PROXY=1, however the addresses in it are written", async () => {
    const { health } = await siteWith(undefined, { trustProxy: 1 });
    const forwardedFrom = (client: string) => health({ from: "127.0.0.1", headers: { "x-forwarded-for": client } });
    const written = (index: number) =>
      [`2001:db8:1:2::${index.toString(16)}`, `[2001:db8:1:2::${index.toString(16)}]:443`, `2001:0db8:0001:0002:0:0:ff:${index}`][
        index % 3
      ]!;
    for (let index = 1; index <= HEALTH_CHECKS_PER_MINUTE; index += 1)
      expect((await forwardedFrom(written(index))).statusCode).toBe(200);
    expect((await forwardedFrom("2001:db8:1:2::ffff")).statusCode).toBe(429);
    expect((await forwardedFrom("2001:db8:1:3::1")).statusCode).toBe(200);
  });

  it("gives no details for a wrong token, or to a request a proxy on this machine passes on", async () => {
    const { health } = await siteWith();
    expect((await health({ headers: { authorization: "Bearer not-the-token-at-all" } })).json()).toEqual({ status: "ok" });
    expect((await health({ headers: { authorization: TOKEN } })).json()).toEqual({ status: "ok" });
    expect((await health({ from: "127.0.0.1", headers: { "x-forwarded-for": VISITOR } })).json()).toEqual({ status: "ok" });
  });

  // A proxy on the same machine that sets no X-Forwarded-For makes every visitor look local.
  it("gives no details over loopback without the token, with or without a proxy's headers", async () => {
    const { health } = await siteWith();
    for (const from of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const response = await health({ from });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: "ok" });
    }
  });
});

describe("GET /api/health for the operator", () => {
  const details = {
    status: "ok",
    store: "reachable",
    outbox: { pending: 1, oldestPendingSeconds: expect.any(Number) },
    publish: LAST_PUBLISH,
  };
  const withOnePending = (store: EnquiryStore) =>
    store.add({ enquiry: ONE_ENQUIRY, destinations: ["form-service"] }).then(() => {});

  it("shows the outbox and the last publish, its result and time, with the token, on this machine as from anywhere", async () => {
    const { health } = await siteWith(withOnePending);
    const headers = { authorization: `Bearer ${TOKEN}` };
    expect((await health({ from: "127.0.0.1", headers })).json()).toEqual(details);
    expect((await health({ from: "::1", headers })).json()).toEqual(details);
  });

  it("shows them from anywhere with the token, read fresh each time", async () => {
    const { health, outbox } = await siteWith(withOnePending);
    const asked = { headers: { authorization: `Bearer ${TOKEN}` } };
    expect((await health(asked)).json()).toEqual(details);
    expect((await health(asked)).json()).toEqual(details);
    expect(outbox).toHaveBeenCalledTimes(2);
    outbox.mockRejectedValue(new Error("gone"));
    const response = await health(asked);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: "unavailable", store: "unreachable", publish: LAST_PUBLISH });
  });

  it("refuses, at start, a token short enough to guess", () => {
    expect(healthTokenFromEnvironment({})).toBeUndefined();
    expect(() => healthTokenFromEnvironment({ HEALTH_DETAILS_TOKEN: "letmein" })).toThrow(
      "HEALTH_DETAILS_TOKEN must be at least 16 characters long (it has 7)",
    );
    expect(healthTokenFromEnvironment({ HEALTH_DETAILS_TOKEN: TOKEN })).toBe(TOKEN);
  });
});
