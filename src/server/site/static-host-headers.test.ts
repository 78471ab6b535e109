import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redirectsFile } from "../../content/redirects";
import { openEnquiryStore, type EnquiryStore } from "../enquiries/store/enquiry-store.server";
import { headersFile } from "../http/security-headers.server";
import { TEST_SECURITY, testSiteServer, writeTestBuild } from "./test-site";

/**
 * A static host reading `_headers` and `_redirects` (Netlify and Cloudflare Pages): every rule whose
 * pattern matches the path applies (`*` takes the rest, slashes included; `:name` one segment), and
 * values of the same header from two rules are both sent.
 */
function parseRules(file: string) {
  return file
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const [pattern = "", ...lines] = block.split("\n");
      const headers = lines.map((line) => {
        const at = line.indexOf(":");
        return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()] as const;
      });
      return { pattern: pattern.trim(), headers };
    });
}

const patternMatches = (pattern: string, path: string) =>
  new RegExp(
    `^${pattern
      .split(/(\*|:[a-z]+)/)
      .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
      .join("")}$`,
  ).test(path);

function staticHostHeaders(headersRules: ReturnType<typeof parseRules>, path: string): Record<string, string> {
  const headers: Record<string, string[]> = {};
  for (const rule of headersRules)
    if (patternMatches(rule.pattern, path)) for (const [name, value] of rule.headers) (headers[name] ??= []).push(value);
  return Object.fromEntries(Object.entries(headers).map(([name, values]) => [name, values.join(", ")]));
}

/** Where a static host's `_redirects` rewrites a path (a 200 rule), if it does. */
function rewriteOf(redirects: string, path: string): string | undefined {
  for (const line of redirects.split("\n")) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from && to && patternMatches(from, path)) return status === "200" ? to : undefined;
  }
  return undefined;
}

/** The headers the security policy is made of, and caching. */
const COMPARED = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "strict-transport-security",
  "cache-control",
];

const root = writeTestBuild();
/** The test build's pages, as the build lists them from its HTML files. */
const PAGE_PATHS = ["/", "/about-us", "/get-in-touch"];
const headersRules = parseRules(headersFile(TEST_SECURITY, PAGE_PATHS));
const redirects = redirectsFile([]);

let app: FastifyInstance;
let store: EnquiryStore;
beforeAll(async () => {
  store = await openEnquiryStore(":memory:");
  // Behind a proxy that terminates HTTPS, as a static host serves it: HSTS is sent too.
  app = await testSiteServer({ root, store, trustProxy: 1 });
});
afterAll(async () => {
  await app.close();
  await store.close();
});

describe("_headers gives every address the headers the server sends it", () => {
  it.each([
    ["the home page", "/"],
    ["a prerendered page", "/about-us"],
    ["a prerendered page with a trailing slash", "/about-us/"],
    ["the sign-in page", "/login"],
    ["a client-area page", "/create"],
    ["a client-area page with a trailing slash", "/client-dashboard/"],
    ["the sign-out address (the app shell)", "/logout"],
    ["the sign-out address with a trailing slash", "/logout/"],
    ["an embedded https address (the app shell)", "/https://calendly.com/outreach-lab"],
    ["an embedded address with its slashes merged", "/https:/calendly.com/outreach-lab"],
    ["an embedded http address", "/http://example.com/page"],
    ["the app shell's own file", "/__spa-fallback.html"],
    ["the app shell's file as a clean URL", "/__spa-fallback"],
    ["a hashed asset", "/assets/app-1a2b.js"],
    ["a media file", "/media/images/0123abcd-10x10.png"],
  ])("%s (%s)", async (_kind, path) => {
    const response = await app.inject({ method: "GET", url: path, headers: { "x-forwarded-proto": "https" } });
    expect(response.statusCode).toBe(200);
    const fromServer = Object.fromEntries(
      COMPARED.flatMap((name) => (response.headers[name] ? [[name, response.headers[name]]] : [])),
    );
    expect(fromServer["content-security-policy"]).toBeTruthy();
    const pick = (headers: Record<string, string>) =>
      Object.fromEntries(COMPARED.flatMap((name) => (headers[name] ? [[name, headers[name]]] : [])));
    // Cache-Control of a page is the host's own (it revalidates pages); the rest must be the same.
    const { "cache-control": serverCaching, ...serverPolicy } = fromServer;
    const { "cache-control": hostCaching, ...hostPolicy } = pick(staticHostHeaders(headersRules, path));
    expect(hostPolicy).toEqual(serverPolicy);
    if (hostCaching) expect(hostCaching).toBe(serverCaching);
    // A host may match its rules against the address it rewrote to (the app shell's file): the same again.
    const rewrittenTo = rewriteOf(redirects, path);
    if (rewrittenTo) {
      const { "cache-control": _caching, ...rewrittenPolicy } = pick(staticHostHeaders(headersRules, rewrittenTo));
      expect(rewrittenPolicy).toEqual(serverPolicy);
    }
  });
});
