import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEnquiryStore, type EnquiryStore } from "../enquiries/store/enquiry-store.server";
import { serverLogFromEnvironment } from "../http/server-log.server";
import { createSiteServer } from "./site-server.server";
import { postEnquiryJson, TEST_SECURITY, storeFailingWith, testSiteServer, writeTestBuild } from "./test-site";

let app: FastifyInstance;
let store: EnquiryStore;
let root: string;

beforeAll(async () => {
  root = writeTestBuild();
  store = await openEnquiryStore(":memory:");
  app = await testSiteServer({ root, store, enquiriesPerMinute: 1000 });
});
afterAll(async () => {
  await app.close();
  await store.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

describe("serving the built site", () => {
  it("serves prerendered pages at clean URLs, with or without a trailing slash", async () => {
    expect((await get("/about-us")).body).toContain("About Us");
    expect((await get("/about-us/")).statusCode).toBe(200);
  });

  it("serves the app shell for client-only paths (deep links in history mode)", async () => {
    const response = await get("/client-dashboard");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("<div>app shell</div>");
    expect((await get("/logout")).body).toBe("<div>app shell</div>");
  });

  it("sends an address it does not know to the home page with a 302, carrying the security headers", async () => {
    for (const url of ["/no-such-page", "/services/no-such-service/", "/a/b/c/d?ref=mail"]) {
      const response = await get(url);
      expect({ url, status: response.statusCode, location: response.headers.location }).toEqual({
        url,
        status: 302,
        location: "/",
      });
      expect(response.headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
    }
    expect((await app.inject({ method: "HEAD", url: "/no-such-page" })).statusCode).toBe(302);
    // An unknown member ends on the team page, where the rest of the team is.
    expect((await get("/about-us/no-such-member")).headers.location).toBe("/about-us");
  });

  it("leaves a real page, a client-area page, an asset and a missing asset as they were", async () => {
    const answers = async (url: string) => {
      const response = await get(url);
      return [response.statusCode, response.headers.location, response.body];
    };
    expect(await answers("/about-us")).toEqual([200, undefined, "<h1>About Us</h1>".repeat(200)]);
    expect(await answers("/create")).toEqual([200, undefined, "<div>app shell</div>"]);
    expect(await answers("/assets/app-1a2b.js")).toEqual([200, undefined, "console.log(1)"]);
    expect(await answers("/assets/missing.js")).toEqual([404, undefined, "Not found"]);
  });

  it("serves the app shell for an embedded address, whose head script decides where it leads", async () => {
    for (const url of [
      "/https://calendly.com/eleanor-hughes",
      "/https:/calendly.com/eleanor-hughes",
      "/HTTP://example.co.uk/x",
    ]) {
      const response = await get(url);
      expect({ url, status: response.statusCode, body: response.body }).toEqual({
        url,
        status: 200,
        body: "<div>app shell</div>",
      });
    }
  });

  it("answers 404, not HTML, for missing assets, media and data files", async () => {
    expect((await get("/assets/missing.js")).statusCode).toBe(404);
    expect((await get("/nope.data")).statusCode).toBe(404);
    expect((await get("/media/images/")).statusCode).toBe(404);
  });

  it("sends the precompressed file the browser accepts, and the plain one to a browser that accepts none", async () => {
    const brotli = await get("/about-us", { "accept-encoding": "gzip, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.rawPayload.equals(readFileSync(join(root, "about-us", "index.html.br")))).toBe(true);
    expect((await get("/about-us", { "accept-encoding": "gzip" })).headers["content-encoding"]).toBe("gzip");
    const plain = await get("/about-us", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("About Us");
  });

  it("answers a repeated request with 304 when the validator matches", async () => {
    const first = await get("/about-us");
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers["last-modified"]).toBeTruthy();
    const again = await get("/about-us", { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("caches hashed assets and media for a year, and makes pages revalidate", async () => {
    expect((await get("/assets/app-1a2b.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/media/images/0123abcd-10x10.png")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/about-us")).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("follows the CMS redirects: 301 when permanent, 302 when temporary, keeping the query", async () => {
    const permanent = await get("/old-about?ref=mail");
    expect(permanent.statusCode).toBe(301);
    expect(permanent.headers.location).toBe("/about-us?ref=mail");
    expect((await get("/sale")).statusCode).toBe(302);
  });

  it.each([
    "/../secret.txt",
    "/%2e%2e/secret.txt",
    "/%2e%2e%2fsecret.txt",
    "/assets/..%2f..%2fsecret.txt",
    "/..%5csecret.txt",
    "/%5c..%5csecret.txt",
    "/about-us/..\\..\\secret.txt",
    "/secret.txt%00.html",
    "/%00",
    "//../secret.txt",
    "/assets/%252e%252e/secret.txt",
  ])("never serves anything outside the build folder: %s", async (url) => {
    const response = await get(url);
    expect(response.body).not.toContain("outside the build");
    expect([200, 400, 403, 404]).toContain(response.statusCode);
  });

  it("reads //host/path as a path on this site, never as another host", async () => {
    const response = await get("//evil.example/about-us");
    // /evil.example/about-us is an address the site does not know: home, on this site.
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/");
  });

  it("puts the security headers on every response, pages, files, redirects and errors alike", async () => {
    for (const url of ["/", "/about-us", "/assets/app-1a2b.js", "/old-about", "/no-such-page", "/assets/missing.js", "/%00"]) {
      const { headers } = await get(url);
      expect(headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
      expect(headers["content-security-policy"], url).toContain(`'sha256-${TEST_SECURITY.scriptHashes[0]}'`);
      expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], url).toContain("camera=()");
      expect(headers["x-content-type-options"], url).toBe("nosniff");
      expect(headers["strict-transport-security"], url).toBeUndefined();
    }
  });

  it("allows the payment SDK on the client area's pages only", async () => {
    expect((await get("/create")).headers["content-security-policy"]).toContain("https://www.paypal.com");
    expect((await get("/about-us")).headers["content-security-policy"]).not.toContain("paypal");
  });

  it("sends HSTS when the request came over HTTPS through a trusted proxy", async () => {
    const proxied = await createSiteServer({ root, security: TEST_SECURITY, store, trustProxy: 1 });
    const response = await proxied.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(response.headers["strict-transport-security"]).toContain("max-age=");
    await proxied.close();
  });
});

/** A log destination that keeps each JSON line, as a log collector would receive them. */
function collectLog() {
  const lines: Record<string, unknown>[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } };
}

describe("a failure inside the server", () => {
  const ENQUIRY = { name: "Ann Smith", email: "ann.smith@example.com", message: "Twenty links, please, for our shop." };

  it("answers 500 with a generic message that reveals nothing of the cause", async () => {
    const failing = await testSiteServer({ root, store: storeFailingWith(store, new Error("SQLITE_IOERR at /srv/secret/path")) });
    const response = await failing.inject({
      method: "POST",
      url: "/api/enquiries",
      payload: { name: "Ann", email: "ann@example.com", message: "Twenty links, please." },
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain("SQLITE");
    expect(response.body).not.toContain("/srv");
    expect(response.headers["content-security-policy"]).toBeTruthy();
    await failing.close();
  });

  it("writes exactly one log line for it: the error and the request id, and nothing the visitor typed", async () => {
    const log = collectLog();
    const fullDisk = Object.assign(new Error("SQLITE_FULL: database or disk is full"), {
      code: "SQLITE_FULL",
      // What a driver may attach to its error: the statement's arguments, personal data included.
      args: [ENQUIRY.name, ENQUIRY.email, ENQUIRY.message],
    });
    const failing = await testSiteServer({ root, store: storeFailingWith(store, fullDisk), log: { stream: log.stream } });
    const response = await postEnquiryJson(failing, ENQUIRY, {
      url: "/api/enquiries?utm_source=newsletter-ann",
      remoteAddress: "203.0.113.77",
    });
    await failing.close();
    expect(response.statusCode).toBe(500);
    expect(response.json<{ message: string }>().message).toMatch(/went wrong on our side/);

    const errors = log.lines.filter((line) => Number(line.level) >= 50);
    expect(errors).toHaveLength(1);
    const [line] = errors as [Record<string, unknown> & { err: { message: string; stack: string } }];
    expect(line.err.message).toContain("SQLITE_FULL");
    expect(line.err.stack).toContain("Error: SQLITE_FULL");
    expect(line.reqId).toBeTruthy();
    expect(line.reqId).toBe(response.headers["x-request-id"]);
    expect(line).toMatchObject({ method: "POST", route: "/api/enquiries" });
    const written = JSON.stringify(log.lines);
    for (const personal of ["Ann", "ann.smith@example.com", "Twenty links", "newsletter-ann", "203.0.113.77"])
      expect(written).not.toContain(personal);
  });
});

describe("the server's log", () => {
  it("is at level info with no line per request unless asked, and LOG_LEVEL and ACCESS_LOG change that", async () => {
    expect(serverLogFromEnvironment({})).toEqual({ level: "info", accessLog: false });
    expect(serverLogFromEnvironment({ LOG_LEVEL: "warn", ACCESS_LOG: "1" })).toEqual({ level: "warn", accessLog: true });
    expect(() => serverLogFromEnvironment({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL must be one of/);

    const quiet = collectLog();
    const server = await testSiteServer({ root, store, log: { stream: quiet.stream } });
    await server.inject({ url: "/about-us" });
    await server.close();
    expect(quiet.lines).toEqual([]);
  });

  it("logs requests when ACCESS_LOG is on, with the query's values and the client address left out", async () => {
    const access = collectLog();
    const server = await testSiteServer({ root, store, log: { stream: access.stream, accessLog: true } });
    await server.inject({ url: "/about-us?email=ann%40example.com", remoteAddress: "203.0.113.77" });
    await server.close();
    expect(access.lines.map((line) => line.msg)).toEqual(["incoming request", "request completed"]);
    expect(access.lines[0]).toMatchObject({ req: { method: "GET", url: "/about-us?email=" } });
    expect(access.lines[1]).toMatchObject({ res: { statusCode: 200 } });
    expect(JSON.stringify(access.lines)).not.toMatch(/ann|203\.0\.113\.77/);
  });
});

describe("an address or method the server does not know", () => {
  const MARKUP = "/<script>alert(1)</script>?q=<img src=x onerror=alert(2)>";

  it.each(["DELETE", "PUT", "PATCH", "POST", "OPTIONS"])(
    "answers %s of an unknown page with a fixed 404 that repeats nothing of the request",
    async (method) => {
      const response = await app.inject({ method: method as "DELETE", url: MARKUP });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe("Not found");
      expect(response.body).not.toContain(method);
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    },
  );

  it("answers an unknown API address in JSON, repeating nothing", async () => {
    const response = await app.inject({ method: "DELETE", url: `/api${MARKUP}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: "There is no such address in this site's API." });
    expect(response.body).not.toMatch(/script|alert|DELETE/);
  });

  it("answers an address it cannot decode with a fixed 400, with the security headers", async () => {
    const response = await get("/<script>alert(1)</script>%E0%A4%A");
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe("Bad request");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });
});
