import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { evaluate, parse } from "groq-js";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREVIEW_COOKIE, PREVIEW_ENABLE_PATH } from "./preview-mode";
import { previewFrameAncestors, previewModeMiddleware } from "./preview-mode.server";

/**
 * The preview server's door, with the Content Lake's query API stood in by msw: queries run with
 * groq-js over the documents the studio's Presentation tool would have stored.
 */
const SECRET = "a-secret-the-studio-stored";
const STUDIO = "https://studio.example.com";
const secrets = [
  {
    _id: "sanity-preview-url-secret.abc",
    _type: "sanity.previewUrlSecret",
    _updatedAt: new Date().toISOString(),
    secret: SECRET,
    studioUrl: STUDIO,
  },
  // An hour and more old: the secret has expired.
  {
    _id: "sanity-preview-url-secret.old",
    _type: "sanity.previewUrlSecret",
    _updatedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    secret: "an-expired-secret",
    studioUrl: STUDIO,
  },
];
const tokensSeen: (string | null)[] = [];

const contentLake = setupServer(
  http.get("https://preview-test.api.sanity.io/:version/data/query/:dataset", async ({ request }) => {
    tokensSeen.push(request.headers.get("authorization"));
    const url = new URL(request.url);
    const params = Object.fromEntries(
      [...url.searchParams]
        .filter(([name]) => name.startsWith("$"))
        .map(([name, value]) => [name.slice(1), JSON.parse(value) as unknown]),
    );
    const result = await (await evaluate(parse(url.searchParams.get("query")!), { dataset: secrets, params })).get();
    return HttpResponse.json({ query: url.searchParams.get("query"), result, ms: 1 });
  }),
);

let server: Server;
let base: string;

beforeAll(async () => {
  contentLake.listen({ onUnhandledRequest: "bypass" });
  const gate = previewModeMiddleware({
    projectId: "preview-test",
    dataset: "production",
    token: "viewer-token",
    studioOrigin: STUDIO,
  });
  server = createServer((request, response) => {
    void gate(request, response, () => {
      response.setHeader("Content-Type", "text/html");
      response.end("<p>A draft page</p>");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  contentLake.close();
  await new Promise((resolve) => server.close(resolve));
});

const enable = (secret: string, pathname = "/services/blogger-outreach") =>
  fetch(`${base}${PREVIEW_ENABLE_PATH}?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(pathname)}`, {
    redirect: "manual",
  });

describe("entering preview mode", () => {
  it("sets the preview cookie and redirects to the page asked for, for the secret the studio stored", async () => {
    const response = await enable(SECRET);
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/services/blogger-outreach");
    expect(response.headers.get("set-cookie")).toMatch(
      new RegExp(`^${PREVIEW_COOKIE}=[\\w-]{20,}; Path=/; HttpOnly; Secure; SameSite=None$`),
    );
    // The secret is checked against the Content Lake with the preview's read token.
    expect(tokensSeen.at(-1)).toBe("Bearer viewer-token");
  });

  it("answers 401, without a cookie, for a wrong, expired or missing secret", async () => {
    for (const secret of ["not-the-secret", "an-expired-secret", ""]) {
      const response = await enable(secret);
      expect(response.status, secret).toBe(401);
      expect(response.headers.get("set-cookie"), secret).toBeNull();
    }
  });
});

describe("draft content", () => {
  it("is refused with 401 without the preview cookie, for pages and their .data", async () => {
    for (const path of ["/", "/services/blogger-outreach", "/services/blogger-outreach.data", "/api/anything"]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(401);
      expect(await response.text(), path).not.toContain("draft page");
    }
    const forged = await fetch(`${base}/`, { headers: { cookie: `${PREVIEW_COOKIE}=made-up` } });
    expect(forged.status).toBe(401);
  });

  it("is served with the cookie preview mode set", async () => {
    const cookie = (await enable(SECRET)).headers.get("set-cookie")!.split(";")[0]!;
    const response = await fetch(`${base}/services/blogger-outreach`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("A draft page");
  });

  it("leaves the dev server's code alone: modules hold no content", async () => {
    for (const path of ["/@vite/client", "/src/root.tsx", "/node_modules/.vite/deps/react.js", "/favicon.svg"])
      expect((await fetch(`${base}${path}`)).status, path).toBe(200);
  });
});

describe("framing", () => {
  it("lets the configured studio origin, and only it, frame every response", async () => {
    for (const response of [await fetch(`${base}/`), await enable(SECRET)])
      expect(response.headers.get("content-security-policy")).toBe(`frame-ancestors ${STUDIO}`);
  });

  it("refuses a studio origin that is not an http(s) address", () => {
    expect(() => previewFrameAncestors("studio.example.com")).toThrow(/PREVIEW_STUDIO_ORIGIN/);
    expect(() => previewFrameAncestors("javascript:alert(1)")).toThrow(/PREVIEW_STUDIO_ORIGIN/);
    expect(previewFrameAncestors("http://localhost:3333/desk")).toBe("frame-ancestors http://localhost:3333");
  });
});
