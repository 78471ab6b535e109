import { evaluate, parse } from "groq-js";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREVIEW_ENABLE_PATH } from "../../content/preview/preview-mode";
import { previewFrameAncestors, previewModeFromEnv, previewSecretChecker } from "./preview-settings.server";

/**
 * The preview's settings and its enable route's secret check, with the Content Lake's query API
 * stood in by msw: queries run with groq-js over the documents the studio's Presentation tool would
 * have stored. (The gate itself is tested from outside, on the production preview:
 * src/test/browser/preview-gate.test.ts.)
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
  // The studio's Share switch, turned on at some point before sharing was switched off.
  {
    _id: "sanity-preview-url-secret.share-access",
    _type: "sanity.previewUrlShareAccess",
    _updatedAt: new Date().toISOString(),
    secret: "a-share-link-secret",
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

const SETTINGS = {
  SANITY_PREVIEW: "drafts",
  SANITY_PROJECT_ID: "preview-test",
  SANITY_DATASET: "production",
  SANITY_READ_TOKEN: "viewer-token",
  PREVIEW_STUDIO_ORIGIN: STUDIO,
  PREVIEW_COOKIE_SECRET: "a-key-of-thirty-two-characters-or-more",
};

beforeAll(() => contentLake.listen({ onUnhandledRequest: "error" }));
afterAll(() => contentLake.close());

const check = previewSecretChecker(previewModeFromEnv(SETTINGS));
const enableUrl = (secret: string, extra = "") =>
  `${PREVIEW_ENABLE_PATH}?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent("/services/blogger-outreach")}${extra}`;

describe("the enable route's secret check", () => {
  it("admits the secret the studio stored, to the page asked for, in the perspective sent", async () => {
    const result = await check(enableUrl(SECRET, "&sanity-preview-perspective=rSpring,drafts"));
    expect(result.isValid).toBe(true);
    expect(result.redirectTo).toBe("/services/blogger-outreach?sanity-preview-perspective=rSpring%2Cdrafts");
    expect(result.studioPreviewPerspective).toBe("rSpring,drafts");
    // Checked against the Content Lake with the preview's read token.
    expect(tokensSeen.at(-1)).toBe("Bearer viewer-token");
  });

  it("refuses a wrong, expired or missing secret", async () => {
    for (const secret of ["not-the-secret", "an-expired-secret", ""])
      expect((await check(enableUrl(secret))).isValid, secret).toBe(false);
  });

  it("refuses a share link's secret: sharing is not offered", async () => {
    expect((await check(enableUrl("a-share-link-secret"))).isValid).toBe(false);
  });
});

describe("the preview's settings", () => {
  it("need a key of 32 characters or more to sign admissions with, named when missing", () => {
    for (const key of [undefined, "", "too-short"])
      expect(() => previewModeFromEnv({ ...SETTINGS, PREVIEW_COOKIE_SECRET: key })).toThrow(/PREVIEW_COOKIE_SECRET/);
    expect(previewModeFromEnv(SETTINGS).cookieSecret).toBe(SETTINGS.PREVIEW_COOKIE_SECRET);
  });

  it("let the configured studio origin, and only it, frame the preview; anything but an http(s) origin is refused", () => {
    expect(() => previewFrameAncestors("studio.example.com")).toThrow(/PREVIEW_STUDIO_ORIGIN/);
    expect(() => previewFrameAncestors("javascript:alert(1)")).toThrow(/PREVIEW_STUDIO_ORIGIN/);
    expect(previewFrameAncestors("http://localhost:3333/desk")).toBe("frame-ancestors http://localhost:3333");
  });
});
