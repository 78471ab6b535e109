import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { openEnquiryStore } from "../enquiries/store/enquiry-store.server";
import { testSiteServer, writeTestBuild } from "../site/test-site";
import { parseTrustProxy } from "./trust-proxy.server";

describe("TRUST_PROXY", () => {
  it.each<[string | undefined, ReturnType<typeof parseTrustProxy>]>([
    [undefined, false],
    ["", false],
    ["0", false],
    ["1", 1],
    [" 2 ", 2],
    ["127.0.0.1", ["127.0.0.1"]],
    ["10.0.0.0/8, 192.168.1.10,::1,fd00::/8", ["10.0.0.0/8", "192.168.1.10", "::1", "fd00::/8"]],
  ])("reads %j as %j", (value, expected) => expect(parseTrustProxy(value)).toEqual(expected));

  it.each(["true", "yes", "-1", "1.5", "10.0.0.0/33", "proxy.internal", "127.0.0.1,", "loopback"])(
    "refuses %j with a message, rather than trusting every hop",
    (value) => expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY must be a number of proxies/),
  );
});

const root = writeTestBuild();
const VALID = { name: "Ann Smith", email: "ann@example.co.uk", message: "Twenty DA40 links a month, please.", fill_ms: 9_000 };

/** A valid enquiry as the proxy on this machine passes it on, with the headers the proxy sets. */
const postThroughProxy = (server: FastifyInstance, headers: Record<string, string>) =>
  server.inject({ method: "POST", url: "/api/enquiries", remoteAddress: "127.0.0.1", headers, payload: VALID });

describe("the enquiry rate limit behind a proxy", () => {
  let limited: FastifyInstance | undefined;
  afterEach(async () => {
    await limited?.close();
  });

  it("counts the address the proxy saw, however the client fills X-Forwarded-For", async () => {
    const store = await openEnquiryStore(":memory:");
    limited = await testSiteServer({ root, store, enquiriesPerMinute: 3, trustProxy: parseTrustProxy("1") });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      // The proxy appends the address it saw to what the client sent.
      const response = await postThroughProxy(limited, { "x-forwarded-for": `198.51.100.${attempt}, 203.0.113.9` });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([201, 201, 201]);
    expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
    expect(await store.list()).toHaveLength(3);
    await store.close();
  });

  it("still tells two real clients apart", async () => {
    const store = await openEnquiryStore(":memory:");
    limited = await testSiteServer({ root, store, enquiriesPerMinute: 1, trustProxy: 1 });
    const send = (client: string) => postThroughProxy(limited!, { "x-forwarded-for": client });
    expect((await send("203.0.113.9")).statusCode).toBe(201);
    expect((await send("203.0.113.10")).statusCode).toBe(201);
    expect((await send("203.0.113.9")).statusCode).toBe(429);
    await store.close();
  });
});

describe("posts from the site's own pages behind a proxy that rewrites Host", () => {
  let server: FastifyInstance | undefined;
  afterEach(async () => {
    await server?.close();
  });

  /**
   * A browser that sends Origin but no Sec-Fetch-Site, through nginx with its default
   * `proxy_set_header Host $proxy_host` (the upstream's name) and `X-Forwarded-Host $host`.
   */
  async function postWithOrigin(trustProxy: ReturnType<typeof parseTrustProxy>, forwardedHost: string) {
    const store = await openEnquiryStore(":memory:");
    server = await testSiteServer({ root, store, trustProxy });
    const response = await postThroughProxy(server, {
      host: "127.0.0.1:4173",
      "x-forwarded-host": forwardedHost,
      origin: "https://www.example.co.uk",
    });
    await store.close();
    return response.statusCode;
  }

  it("compares Origin with X-Forwarded-Host when the proxy is trusted", async () => {
    expect(await postWithOrigin(parseTrustProxy("1"), "www.example.co.uk")).toBe(201);
    expect(await postWithOrigin(parseTrustProxy("127.0.0.1"), "www.example.co.uk")).toBe(201);
  });

  it("takes the nearest proxy's X-Forwarded-Host entry, not one the client wrote", async () => {
    expect(await postWithOrigin(parseTrustProxy("1"), "www.example.co.uk, evil.example")).toBe(403);
    expect(await postWithOrigin(parseTrustProxy("1"), "evil.example, www.example.co.uk")).toBe(201);
  });

  it("ignores X-Forwarded-Host without TRUST_PROXY, or from a peer it does not trust", async () => {
    expect(await postWithOrigin(false, "www.example.co.uk")).toBe(403);
    expect(await postWithOrigin(parseTrustProxy("10.0.0.0/8"), "www.example.co.uk")).toBe(403);
  });
});

describe("who the enquiry limit counts", () => {
  let limited: FastifyInstance | undefined;
  afterEach(async () => {
    await limited?.close();
  });

  const statusesOf = async (sends: (() => Promise<{ statusCode: number }>)[]) => {
    const statuses: number[] = [];
    for (const send of sends) statuses.push((await send()).statusCode);
    return statuses;
  };

  it("counts the addresses of one IPv6 /64 as one visitor, and another /64 apart", async () => {
    const store = await openEnquiryStore(":memory:");
    limited = await testSiteServer({ root, store, enquiriesPerMinute: 3 });
    const fromAddress = (remoteAddress: string) => () =>
      limited!.inject({ method: "POST", url: "/api/enquiries", remoteAddress, payload: VALID });
    const oneNetwork = [
      "2001:db8:1:2::1",
      "2001:db8:1:2::2",
      "2001:db8:1:2:ffff::9",
      "2001:db8:1:2:aaaa:bbbb:cccc:dddd",
      "2001:0db8:0001:0002::77",
    ];
    expect(await statusesOf(oneNetwork.map(fromAddress))).toEqual([201, 201, 201, 429, 429]);
    expect((await fromAddress("2001:db8:1:3::1")()).statusCode).toBe(201);
    await store.close();
  });

  it("reads a forwarded address however the proxy writes it: padded, IPv4-mapped or with a port", async () => {
    const store = await openEnquiryStore(":memory:");
    limited = await testSiteServer({ root, store, enquiriesPerMinute: 3, trustProxy: 1 });
    const forwarded = ["10.6.6.6", "010.6.6.6", "::ffff:10.6.6.6", "10.6.6.6:1234"];
    const statuses = await statusesOf(forwarded.map((client) => () => postThroughProxy(limited!, { "x-forwarded-for": client })));
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await postThroughProxy(limited, { "x-forwarded-for": "[2001:db8::1]:443" })).statusCode).toBe(201);
    await store.close();
  });

  it("counts a forwarded value that is no address as the connecting peer's, not as a new visitor each time", async () => {
    const store = await openEnquiryStore(":memory:");
    limited = await testSiteServer({ root, store, enquiriesPerMinute: 2, trustProxy: 1 });
    const nonsense = Array.from({ length: 5 }, (_, n) => () => postThroughProxy(limited!, { "x-forwarded-for": `notanip-${n}` }));
    expect(await statusesOf(nonsense)).toEqual([201, 201, 429, 429, 429]);
    // The peer here is the proxy on 127.0.0.1, whose own count that was.
    expect((await postThroughProxy(limited, { "x-forwarded-for": "127.0.0.1" })).statusCode).toBe(429);
    expect((await postThroughProxy(limited, { "x-forwarded-for": "203.0.113.9" })).statusCode).toBe(201);
    await store.close();
  });

  it("names the route in a shared store's keys, so a second limited route would count apart", async () => {
    const store = await openEnquiryStore(":memory:");
    const keys: string[] = [];
    const shared = {
      ...store,
      countHit: async (key: string, windowMs: number) => (keys.push(key), { count: 1, ttlMs: windowMs }),
    };
    limited = await testSiteServer({ root, store: shared, enquiriesPerMinute: 3 });
    await postThroughProxy(limited, {});
    expect(keys).toEqual(["POST /api/enquiries 127.0.0.1"]);
    await store.close();
  });
});
