import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticServer } from "./static-server";

let base: string;
let close: () => void;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  mkdirSync(join(root, "about-us"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "index.html"), "<h1>Home</h1>");
  writeFileSync(join(root, "about-us", "index.html"), "<h1>About Us</h1>".repeat(50));
  writeFileSync(join(root, "about-us.data"), "[]");
  writeFileSync(join(root, "assets", "app-1a2b.js"), "console.log(1)");
  writeFileSync(join(root, "__spa-fallback.html"), "<div>app shell</div>");
  writeFileSync(join(root, "_redirects"), "/old-about /about-us 301\n/sale /services 302\n");
  const server = createStaticServer({ root });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { redirect: "manual", headers });

describe("the production server", () => {
  it("serves prerendered pages at clean URLs, with or without a trailing slash", async () => {
    expect(await (await get("/about-us")).text()).toContain("About Us");
    expect((await get("/about-us/")).status).toBe(200);
  });

  it("serves the app shell for client-only paths (deep links in history mode)", async () => {
    const response = await get("/client-dashboard");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<div>app shell</div>");
  });

  it("answers 404, not HTML, for missing assets and data files", async () => {
    expect((await get("/assets/missing.js")).status).toBe(404);
    expect((await get("/nope.data")).status).toBe(404);
  });

  it("compresses text and caches hashed assets for a year", async () => {
    const page = await get("/about-us", { "Accept-Encoding": "br, gzip" });
    expect(page.headers.get("content-encoding")).toBe("br");
    const asset = await get("/assets/app-1a2b.js");
    expect(asset.headers.get("cache-control")).toContain("immutable");
  });

  it("follows the CMS redirects: 301 when permanent, 302 when temporary, keeping the query", async () => {
    const permanent = await get("/old-about?ref=mail");
    expect(permanent.status).toBe(301);
    expect(permanent.headers.get("location")).toBe("/about-us?ref=mail");
    expect((await get("/sale")).status).toBe(302);
  });

  it("gives paths with a dot that are not files to the app, which decides what they are", async () => {
    expect(await (await get("/https://www.trustpilot.com/review/outreachlab.co.uk")).text()).toBe("<div>app shell</div>");
    expect(await (await get("/old-page.html")).text()).toBe("<div>app shell</div>");
  });

  it("never serves files outside the build folder, and refuses malformed addresses", async () => {
    expect(await (await get("/..%2F..%2Fetc%2Fpasswd")).text()).not.toContain("root:");
    expect((await get("/..%2F..%2Fetc%2Fpasswd.txt")).status).toBe(404);
    expect((await get("/%E0%A4%A")).status).toBe(400);
  });
});
