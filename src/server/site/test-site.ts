import type { FastifyInstance } from "fastify";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { EnquiryStore } from "../enquiries/store/enquiry-store.server";
import type { SiteSecurityConfig } from "../http/security-headers.server";
import { createSiteServer, type SiteServerOptions } from "./site-server.server";

export const TEST_SECURITY: SiteSecurityConfig = { scriptHashes: ["qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng="] };

/**
 * A prerendered page in the shape the build writes it: in the head a JSON data element and the one
 * inline script that reads it (what the first paint shows), then the stylesheets; the site header
 * and footer around <main id="main">, JSON elements in the content, and the app's bootstrap (its
 * data as JSON, then the script that starts it) after the footer. No nonce anywhere: the policy
 * allows the inline scripts by hash, so they are the same on every page.
 */
export const PRERENDERED_PAGE = `<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/><title>Get in Touch | Outreach Lab</title><meta name="description" content="Tell us about your project."/><link rel="canonical" href="https://www.example.co.uk/get-in-touch"/><script id="pre-paint-data" type="application/json">["https://calendly.com/outreach-lab"]</script><script>(function(){try{var allowed=JSON.parse(document.getElementById("pre-paint-data").textContent);document.documentElement.dataset.currency="GBP"}catch(e){}})();</script><link rel="stylesheet" href="/assets/root-1a2b.css"/><link rel="stylesheet" href="/assets/block-components-3c4d.css"/></head><body><a class="skip-link" href="#main">Skip to content</a><header class="site-header"><a href="/">Outreach Lab</a><nav><a href="/services">Services</a></nav></header><main id="main" tabindex="-1"><script id="page-block-types" type="application/json">["contactForm"]</script><h1>Get in touch</h1><form method="post" action="/api/enquiries"><input type="hidden" name="fill_ms" value=""/></form><script type="application/ld+json">{"@type":"ContactPage"}</script></main><footer class="site-footer"><p>Outreach Lab Ltd, London</p></footer><script id="app-bootstrap" type="application/json">{"context":{"ssr":false},"entry":"/assets/entry.client-1a2b.js"}</script><script>(function(){var page=JSON.parse(document.getElementById("app-bootstrap").textContent);window.__reactRouterContext=page.context;import(page.entry)})();</script></body></html>`;

/** A small build folder with what the server must tell apart: pages, data, hashed assets, media, redirects. */
export function writeTestBuild(): string {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  mkdirSync(join(root, "about-us"));
  mkdirSync(join(root, "get-in-touch"));
  writeFileSync(join(root, "get-in-touch", "index.html"), PRERENDERED_PAGE);
  mkdirSync(join(root, "assets"));
  mkdirSync(join(root, "media", "images"), { recursive: true });
  writeFileSync(join(root, "index.html"), '<link rel="stylesheet" href="/assets/root-1a2b.css"><h1>Home</h1>');
  const about = "<h1>About Us</h1>".repeat(200);
  writeFileSync(join(root, "about-us", "index.html"), about);
  writeFileSync(join(root, "about-us", "index.html.br"), brotliCompressSync(about));
  writeFileSync(join(root, "about-us", "index.html.gz"), gzipSync(about));
  writeFileSync(join(root, "about-us.data"), "[]");
  writeFileSync(join(root, "assets", "app-1a2b.js"), "console.log(1)");
  writeFileSync(join(root, "media", "images", "0123abcd-10x10.png"), "png");
  writeFileSync(join(root, "__spa-fallback.html"), "<div>app shell</div>");
  writeFileSync(join(root, "_redirects"), "/old-about /about-us 301\n/sale /services 302\n");
  writeFileSync(join(root, "..", "secret.txt"), "outside the build");
  return root;
}

/** A site server with the test build's policy, quiet unless the test passes `log`. */
export function testSiteServer(options: Omit<SiteServerOptions, "security">) {
  return createSiteServer({ security: TEST_SECURITY, log: { level: "silent" }, ...options });
}

/** `store`, except that it fails to store any new enquiry, with `error` (a full disk, a lost database). */
export function storeFailingWith(store: EnquiryStore, error: Error): EnquiryStore {
  return { ...store, add: () => Promise.reject(error) };
}

/**
 * An enquiry posted to `server` as the app sends it: JSON, asking for JSON. A string payload is sent
 * as it is (for malformed bodies); `url` may carry a query string.
 */
export function postEnquiryJson(
  server: FastifyInstance,
  payload: unknown,
  {
    url = "/api/enquiries",
    remoteAddress,
    headers = {},
  }: { url?: string; remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return server.inject({
    method: "POST",
    url,
    remoteAddress,
    headers: { "content-type": "application/json", accept: "application/json", ...headers },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
}
