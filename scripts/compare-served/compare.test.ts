import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { compareServed } from "./compare";
import { buildAddresses, servedRequests } from "./requests";

const servers: Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done)))));

/** A loopback server answering every request with the page `answer` gives for its path. */
async function serve(answer: (path: string) => { headers?: Record<string, string>; body: string }): Promise<string> {
  // Each server's clock reads another day: Date is a header two runs never agree on.
  const date = new Date((servers.length + 1) * 86_400_000).toUTCString();
  const server = createServer((request, response) => {
    const { headers = {}, body } = answer(request.url ?? "/");
    // Each server names itself, as a page with an absolute link would; the comparison must not mind.
    response.writeHead(200, { "content-type": "text/html", date, ...headers });
    response.end(body.replace("SELF", `http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("compare:served", () => {
  it("asks for every file of a build and each page by its clean address, never a precompressed copy", () => {
    const folder = mkdtempSync(join(tmpdir(), "compare-served-"));
    mkdirSync(join(folder, "about-us"));
    mkdirSync(join(folder, "assets"));
    for (const file of ["index.html", "index.html.br", "about-us/index.html", "assets/app-1a2b.js", "sitemap.xml"])
      writeFileSync(join(folder, file), "x");
    expect(buildAddresses(folder)).toEqual([
      "/",
      "/about-us",
      "/about-us/index.html",
      "/assets/app-1a2b.js",
      "/index.html",
      "/sitemap.xml",
    ]);
    expect(
      servedRequests(folder)
        .filter((request) => request.path === "/about-us")
        .map((r) => r.encoding),
    ).toEqual(["identity", "br"]);
  });

  it("finds no difference between servers that answer alike, whatever their clocks and own addresses", async () => {
    const page = () => ({ body: "<a href='SELF/about-us'>About</a>" });
    const result = await compareServed(await serve(page), await serve(page), [
      { method: "GET", path: "/", encoding: "identity" },
      { method: "GET", path: "/about-us", encoding: "br" },
    ]);
    expect(result).toEqual({ compared: 2, differences: [] });
  });

  it("names each request whose status, header or body differs, and only those", async () => {
    const before = await serve(() => ({ headers: { "cache-control": "no-cache" }, body: "£1,200" }));
    const after = await serve((path) =>
      path === "/prices"
        ? { headers: { "cache-control": "no-cache" }, body: "£1,300" }
        : path === "/headers"
          ? { headers: { "cache-control": "no-store" }, body: "£1,200" }
          : { headers: { "cache-control": "no-cache" }, body: "£1,200" },
    );
    const { differences } = await compareServed(before, after, [
      { method: "GET", path: "/", encoding: "identity" },
      { method: "GET", path: "/prices", encoding: "identity" },
      { method: "GET", path: "/headers", encoding: "identity" },
    ]);
    expect(differences.map((difference) => difference.request.path)).toEqual(["/prices", "/headers"]);
    expect(differences.map((difference) => difference.kind)).toEqual(["content", "content"]);
    expect(differences[1]?.after.headers).toContain("cache-control: no-store");
  });

  it("tells a page that only names a rebuilt script by its new hash from one whose words changed", async () => {
    const page = (script: string, price: string) => () => ({
      body: `<script type="module" src="/assets/contact-form-${script}.js"></script><p>${price}</p>`,
    });
    const requests = [{ method: "GET", path: "/", encoding: "identity" }] as const;
    const renamed = await compareServed(await serve(page("CzrdQCVh", "£165")), await serve(page("Ab_3-xYz", "£165")), requests);
    expect(renamed.differences.map((difference) => difference.kind)).toEqual(["asset names"]);
    const repriced = await compareServed(await serve(page("CzrdQCVh", "£165")), await serve(page("Ab_3-xYz", "£175")), requests);
    expect(repriced.differences.map((difference) => difference.kind)).toEqual(["content"]);
  });
});
