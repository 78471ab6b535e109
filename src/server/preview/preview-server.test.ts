/**
 * The drafts preview server's own answers that never reach a page: the enable route, held to a
 * number of tries per client, and the requests Node and Fastify refuse before any handler sees
 * them, which carry the preview's headers like every other answer. No page is rendered here, so the
 * preview's build is not needed: React Router reads it only when a page is asked for.
 */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREVIEW_ENABLE_PATH } from "../../content/preview/preview-mode";
import { admissionSigner } from "./preview-admission.server";
import { createPreviewServer, ENABLE_TRIES_PER_MINUTE, type CheckPreviewSecret } from "./preview-server.server";
import { QUOTED_FROM_REFUSED, REFUSED_REQUESTS, sendRaw } from "../site/test-raw-request";

const STUDIO_ORIGIN = "https://outreach-lab.sanity.studio";
const FRAME_ANCESTORS = `frame-ancestors ${STUDIO_ORIGIN}`;
/** What every answer of the preview carries. */
const PREVIEW_HEADERS = {
  "content-security-policy": FRAME_ANCESTORS,
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
  "referrer-policy": "same-origin",
  "x-robots-tag": "noindex, nofollow",
};

/** A preview build's client folder with one script in it. */
function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "preview-client-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "assets", "entry-abc.js"), "console.log(1)");
  return dir;
}

/** The studio's secret check, counted: each call is a question to the Content Lake. Every secret here is a wrong guess. */
function countedSecretCheck() {
  const asked: string[] = [];
  const check: CheckPreviewSecret = async (url) => {
    asked.push(url);
    return { isValid: false };
  };
  return { check, asked };
}

async function previewServer(checkSecret: CheckPreviewSecret): Promise<FastifyInstance> {
  return createPreviewServer({
    // Read only when a page is rendered, which no request here asks for.
    build: {} as ServerBuild,
    clientDir: clientDir(),
    signer: admissionSigner("a-key-of-thirty-two-characters-or-more"),
    checkSecret,
    frameAncestors: FRAME_ANCESTORS,
    studioOrigin: STUDIO_ORIGIN,
    log: { level: "silent" },
  });
}

const guess = (app: FastifyInstance, n: number, remoteAddress: string) =>
  app.inject({ method: "GET", url: `${PREVIEW_ENABLE_PATH}?sanity-preview-secret=guess-${n}`, remoteAddress });

describe("the enable route, tried again and again", () => {
  it("answers one client's first tries, then 429 with Retry-After, asking the Content Lake no more", async () => {
    const { check, asked } = countedSecretCheck();
    const app = await previewServer(check);
    const answers: Awaited<ReturnType<typeof guess>>[] = [];
    for (let n = 0; n < 300; n++) answers.push(await guess(app, n, "203.0.113.9"));
    const statuses = answers.map((answer) => answer.statusCode);
    const last = answers.at(-1)!;
    expect(statuses.slice(0, ENABLE_TRIES_PER_MINUTE).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(ENABLE_TRIES_PER_MINUTE).every((status) => status === 429)).toBe(true);
    expect(asked).toHaveLength(ENABLE_TRIES_PER_MINUTE);
    const retryAfter = Number(last.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(last.body).toBe(
      `Too many tries at opening the preview from this address: at most ${ENABLE_TRIES_PER_MINUTE} a minute. ` +
        `Try again in ${retryAfter} seconds, by reloading the studio's Presentation tool.\n`,
    );
    expect(last.headers).toMatchObject(PREVIEW_HEADERS);
    // Another client is not held back by the first.
    expect((await guess(app, 0, "198.51.100.7")).statusCode).toBe(401);
    await app.close();
  });

  it("counts an IPv6 client by its /64: another address in it is held back too, one in the next /64 is not", async () => {
    const { check } = countedSecretCheck();
    const app = await previewServer(check);
    for (let n = 0; n < ENABLE_TRIES_PER_MINUTE; n++) expect((await guess(app, n, "2001:db8:1:2::1")).statusCode).toBe(401);
    expect((await guess(app, 0, "2001:db8:1:2:ffff:ffff:ffff:ffff")).statusCode).toBe(429);
    expect((await guess(app, 0, "2001:db8:1:3::1")).statusCode).toBe(401);
    await app.close();
  });

  it("holds back no request but the enable route's: the build's files still load", async () => {
    const { check } = countedSecretCheck();
    const app = await previewServer(check);
    for (let n = 0; n <= ENABLE_TRIES_PER_MINUTE; n++) await guess(app, n, "203.0.113.9");
    const script = await app.inject({ method: "GET", url: "/assets/entry-abc.js", remoteAddress: "203.0.113.9" });
    expect(script.statusCode).toBe(200);
    await app.close();
  });
});

describe("requests the preview refuses before they reach its gate", () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = await previewServer(countedSecretCheck().check);
    await app.listen({ host: "127.0.0.1", port: 0 });
    ({ port } = app.server.address() as { port: number });
  });
  afterAll(() => app.close());

  it.each(REFUSED_REQUESTS)("answer %s with %i and the preview's headers, quoting nothing sent", async (_label, status, raw) => {
    const answer = await sendRaw(port, raw);
    expect(answer.status).toBe(status);
    for (const [name, value] of Object.entries(PREVIEW_HEADERS)) expect(answer.headers.get(name), name).toBe(value);
    expect(answer.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(answer.body).not.toMatch(QUOTED_FROM_REFUSED);
  });
});

describe("a page opened in a tab of its own, without an admission", () => {
  /** What a browser sends when a tab opens an address itself (Presentation's "open in a new tab", a pasted link). */
  const TAB = { "sec-fetch-dest": "document", "sec-fetch-mode": "navigate" };

  it("answers 401 with the admission page: nothing of the site, a script allowed by its hash alone, still framed by the studio only", async () => {
    const app = await previewServer(countedSecretCheck().check);
    const answer = await app.inject({
      method: "GET",
      url: "/services/blogger-outreach?sanity-preview-perspective=drafts",
      headers: TAB,
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.body).toContain("Open it from the studio");
    // It asks the studio window that opened it, at the studio's origin only.
    expect(answer.body).toContain(`"studioOrigin":"${STUDIO_ORIGIN}"`);
    const script = /<script>([\s\S]*)<\/script>/.exec(answer.body)![1]!;
    const hash = createHash("sha256").update(script).digest("base64");
    expect(answer.headers["content-security-policy"]).toBe(
      `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${hash}'; ${FRAME_ANCESTORS}`,
    );
    expect(answer.headers).toMatchObject({ ...PREVIEW_HEADERS, "content-security-policy": expect.any(String) });
  });

  it("gives everything else without an admission an empty 401: a frame, a script's fetch, the page's data, a post", async () => {
    const app = await previewServer(countedSecretCheck().check);
    const answers = await Promise.all([
      app.inject({ method: "GET", url: "/", headers: { "sec-fetch-dest": "iframe", "sec-fetch-mode": "navigate" } }),
      app.inject({ method: "GET", url: "/", headers: { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" } }),
      app.inject({ method: "GET", url: "/services/blogger-outreach.data", headers: { "sec-fetch-dest": "empty" } }),
      app.inject({ method: "GET", url: "/" }),
      app.inject({ method: "POST", url: "/", headers: TAB }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.body).toBe("");
    }
  });
});
