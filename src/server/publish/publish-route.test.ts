import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openEnquiryStore } from "../enquiries/store/enquiry-store.server";
import { PUBLISH_TOO_LARGE_MESSAGE, SIGNATURE_MAX_AGE_MS } from "./publish-route.server";
import { createSiteServer } from "../site/site-server.server";
import type { ReleaseBuilder } from "./site-publisher.server";
import { startSite, type RunningSite } from "../site/start-site.server";
import { TEST_SECURITY, writeTestBuild } from "../site/test-site";

const SECRET = "a-webhook-secret-for-tests";
const BODY = '{"_id":"claim-approval-surcharge","_type":"claim"}';

/** A script hash of its own for each release, so a response's policy tells which release wrote it. */
const hashOf = (release: number) => createHash("sha256").update(`release ${release}`).digest("base64");

/** The price each release's pages show. */
const priceOf = (release: number) => `£${100 + release}`;

/** A build as `npm run build` leaves it (client folder, settings beside it), showing release `n`'s price. */
function writeRelease(parent: string, release: number): string {
  const dir = join(parent, `release-${release}`);
  mkdirSync(join(dir, "client", "about-us"), { recursive: true });
  mkdirSync(join(dir, "client", "assets", "hydration"), { recursive: true });
  // Each build names its hydration data by content, so a new build has it under another name.
  writeFileSync(join(dir, "client", "assets", "hydration", `data-${release}.txt`), `[${release}]`);
  const page = (title: string) =>
    `<!doctype html><title>${title}</title><p data-release="${release}">Blogger outreach from ${priceOf(release)}</p>` +
    `<script type="module" data-hydration="/assets/hydration/data-${release}.txt"></script>`;
  writeFileSync(join(dir, "client", "index.html"), page("Home"));
  writeFileSync(join(dir, "client", "about-us", "index.html"), page("About us"));
  writeFileSync(join(dir, "server-config.json"), JSON.stringify({ scriptHashes: [hashOf(release)] }));
  return join(dir, "client");
}

/** Stand-in builds: each writes the next release after `buildMs`, or fails when told to. */
function standInBuilds(parent: string, { buildMs = 0 } = {}) {
  let started = 0;
  let failWith: string | undefined;
  const build: ReleaseBuilder = async () => {
    started += 1;
    const release = started;
    await new Promise((resolve) => setTimeout(resolve, buildMs));
    if (failWith) throw new Error(failWith);
    const root = writeRelease(parent, release);
    return { root, discard: () => rm(join(root, ".."), { recursive: true, force: true }) };
  };
  return {
    build,
    started: () => started,
    failNextWith: (reason: string) => (failWith = reason),
  };
}

const running: RunningSite[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((site) => site.close()));
});

/**
 * A site serving release 0 with publishing on, its log kept. Its builds are the stand-ins
 * (`builds`), unless the test brings its own `build`, made for the folder the releases go in.
 */
async function siteWithPublishing({
  buildMs = 0,
  graceMs = 60_000,
  keepMs = 600_000,
  timeLimitMs = 60_000,
  build,
}: {
  buildMs?: number;
  graceMs?: number;
  keepMs?: number;
  timeLimitMs?: number;
  build?: (parent: string) => ReleaseBuilder;
} = {}) {
  const parent = mkdtempSync(join(tmpdir(), "publish-"));
  const builds = standInBuilds(parent, { buildMs });
  const logLines: string[] = [];
  const site = await startSite({
    root: writeRelease(parent, 0),
    dbUrl: ":memory:",
    destinations: [],
    log: { level: "info", stream: { write: (line) => logLines.push(line) } },
    publish: { secret: SECRET, build: build?.(parent) ?? builds.build, graceMs, keepMs, timeLimitMs },
  });
  running.push(site);
  return { site, parent, builds, logLines };
}

const signed = async (body = BODY, { timestamp = Date.now(), secret = SECRET } = {}) => ({
  [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, timestamp, secret),
});

const publish = (site: RunningSite, headers: Record<string, string>, body = BODY) =>
  fetch(`${site.url}/api/publish`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });

/** The release a response came from, by its page and by its policy: they must agree. */
async function readRelease(response: Response): Promise<{ page: number; policy: number }> {
  const body = await response.text();
  const page = Number(/data-release="(\d+)"/.exec(body)?.[1] ?? -1);
  const policy = response.headers.get("content-security-policy") ?? "";
  const policyRelease = [...Array(20).keys()].find((release) => policy.includes(`'sha256-${hashOf(release)}'`)) ?? -1;
  return { page, policy: policyRelease };
}

describe("POST /api/publish", () => {
  it("does not exist when no webhook secret is configured", async () => {
    const store = await openEnquiryStore(":memory:");
    const app = await createSiteServer({ root: writeTestBuild(), security: TEST_SECURITY, store, log: { level: "silent" } });
    const response = await app.inject({
      method: "POST",
      url: "/api/publish",
      headers: { "content-type": "application/json", ...(await signed()) },
      payload: BODY,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: "There is no such address in this site's API." });
    await app.close();
    await store.close();
  });

  it("answers a correctly signed publish with 202, rebuilds, and then serves the new price", async () => {
    const { site, builds } = await siteWithPublishing();
    expect(await (await fetch(site.url)).text()).toContain(priceOf(0));

    const response = await publish(site, await signed());
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ message: expect.stringContaining("rebuilt") });
    await site.publisher!.idle();

    expect(builds.started()).toBe(1);
    const page = await fetch(site.url);
    expect(await readRelease(page)).toEqual({ page: 1, policy: 1 });
    expect(await (await fetch(`${site.url}/about-us`)).text()).toContain(priceOf(1));
  });

  it("refuses with 401, and builds nothing, a publish unsigned, signed with another secret, for other bytes, or too old", async () => {
    const { site, builds, logLines } = await siteWithPublishing();
    const attempts: Array<[string, Record<string, string>, string?]> = [
      ["unsigned", {}],
      ["another secret", await signed(BODY, { secret: "someone-elses-secret" })],
      ["other bytes", await signed(BODY), BODY.replace("claim", "page")],
      ["too old", await signed(BODY, { timestamp: Date.now() - SIGNATURE_MAX_AGE_MS - 60_000 })],
      ["malformed", { [SIGNATURE_HEADER_NAME]: "t=abc,v1=xyz" }],
    ];
    for (const [name, headers, body] of attempts) {
      const response = await publish(site, headers, body);
      expect({ name, status: response.status }).toEqual({ name, status: 401 });
      expect((await response.json()).message).toMatch(/not signed with the site's webhook secret/);
    }
    await site.publisher!.idle();
    expect(builds.started()).toBe(0);
    expect(await readRelease(await fetch(site.url))).toEqual({ page: 0, policy: 0 });
    expect(logLines.filter((line) => line.includes("publish refused"))).toHaveLength(attempts.length);
  });

  it("refuses a body over 256 KB with 413 and a message about the webhook's projection, not an enquiry", async () => {
    const { site, builds } = await siteWithPublishing();
    const body = JSON.stringify({ _id: "page-home", _type: "page", text: "x".repeat(300 * 1024) });
    const response = await publish(site, await signed(body), body);
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe(PUBLISH_TOO_LARGE_MESSAGE);
    await site.publisher!.idle();
    expect(builds.started()).toBe(0);
  });

  it("refuses a signed publish sent a second time without an idempotency key (a replay), and builds once", async () => {
    const { site, builds } = await siteWithPublishing();
    const headers = await signed();
    expect((await publish(site, headers)).status).toBe(202);
    expect((await publish(site, headers)).status).toBe(401);
    await site.publisher!.idle();
    expect(builds.started()).toBe(1);
  });

  it("accepts Sanity's retries of one delivery for as long as Sanity retries it, and builds once for it", async () => {
    const { site, builds, logLines } = await siteWithPublishing();
    // The first attempt reached us 25 minutes after it was signed (the server was down), and its
    // answer was lost; Sanity retries with the same signature and idempotency key, then signs afresh.
    const delivery = { ...(await signed(BODY, { timestamp: Date.now() - 25 * 60_000 })), "idempotency-key": "delivery-1" };
    expect((await publish(site, delivery)).status).toBe(202);
    await site.publisher!.idle();
    const retry = await publish(site, delivery);
    expect(retry.status).toBe(200);
    expect((await retry.json()).message).toMatch(/received before/);
    const resigned = { ...(await signed()), "idempotency-key": "delivery-1" };
    expect((await publish(site, resigned)).status).toBe(200);
    await site.publisher!.idle();
    expect(builds.started()).toBe(1);
    expect(logLines.filter((line) => line.includes("publish repeated"))).toHaveLength(2);

    // Another delivery is another build.
    const next = { ...(await signed(BODY.replace("claim-", "price-"))), "idempotency-key": "delivery-2" };
    expect((await publish(site, next, BODY.replace("claim-", "price-"))).status).toBe(202);
    await site.publisher!.idle();
    expect(builds.started()).toBe(2);
  });

  it("refuses a captured signature sent as another delivery, or for another body, and builds nothing for it", async () => {
    const { site, builds } = await siteWithPublishing();
    const headers = await signed();
    expect((await publish(site, { ...headers, "idempotency-key": "delivery-1" })).status).toBe(202);
    await site.publisher!.idle();
    expect((await publish(site, { ...headers, "idempotency-key": "made-up" })).status).toBe(401);
    expect((await publish(site, headers)).status).toBe(401);
    const otherBody = '{"_id":"page-home","_type":"page"}';
    expect((await publish(site, { ...headers, "idempotency-key": "delivery-1" }, otherBody)).status).toBe(401);
    await site.publisher!.idle();
    expect(builds.started()).toBe(1);
  });

  it("keeps serving the old site when a build fails, and logs why", async () => {
    const { site, builds, logLines } = await siteWithPublishing();
    builds.failNextWith("The build stopped: a document would break the site's addresses.\n  page-terms (page): path");
    expect((await publish(site, await signed())).status).toBe(202);
    await site.publisher!.idle();

    expect(builds.started()).toBe(1);
    expect(await readRelease(await fetch(site.url))).toEqual({ page: 0, policy: 0 });
    const failure = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.level === 50);
    expect(failure).toMatchObject({
      msg: "publish failed: the site keeps serving the previous build",
      reason: expect.stringContaining("page-terms (page)"),
    });
  });

  it("keeps serving the old site when a finished build cannot be read, and deletes that build", async () => {
    let incomplete = "";
    const { site, logLines } = await siteWithPublishing({
      // A build that exits cleanly but wrote no settings beside its pages.
      build: (parent) => {
        incomplete = join(parent, "incomplete");
        return async () => {
          mkdirSync(join(incomplete, "client"), { recursive: true });
          writeFileSync(join(incomplete, "client", "index.html"), "<p>half a build</p>");
          return { root: join(incomplete, "client"), discard: () => rm(incomplete, { recursive: true, force: true }) };
        };
      },
    });
    expect((await publish(site, await signed())).status).toBe(202);
    await site.publisher!.idle();
    expect(await readRelease(await fetch(site.url))).toEqual({ page: 0, policy: 0 });
    expect(existsSync(incomplete)).toBe(false);
    expect(logLines.find((line) => line.includes("publish failed"))).toContain("server-config.json");
  });

  it("answers any number of publishes during a build with exactly one more build", async () => {
    const { site, builds } = await siteWithPublishing({ buildMs: 300 });
    expect((await publish(site, await signed())).status).toBe(202);
    for (let index = 0; index < 3; index += 1) {
      const body = `{"_id":"claim-${index}"}`;
      expect((await publish(site, await signed(body), body)).status).toBe(202);
    }
    await site.publisher!.idle();
    expect(builds.started()).toBe(2);
    expect(await readRelease(await fetch(site.url))).toEqual({ page: 2, policy: 2 });
  });

  it("keeps every retired release's hashed files reachable for the keep window, then removes its folder", async () => {
    const { site, parent } = await siteWithPublishing({ keepMs: 400, graceMs: 0 });
    // A page opened on release 0, then two quick publishes.
    const page = await (await fetch(site.url)).text();
    const hydration = /data-hydration="([^"]+)"/.exec(page)![1]!;
    for (let index = 0; index < 2; index += 1) {
      const body = `{"_id":"publish-${index}"}`;
      expect((await publish(site, await signed(body), body)).status).toBe(202);
      await site.publisher!.idle();
    }
    expect(await readRelease(await fetch(site.url))).toEqual({ page: 2, policy: 2 });
    // The page's script still gets its hydration data from the first build.
    const data = await fetch(`${site.url}${hydration}`);
    expect({ status: data.status, body: await data.text() }).toEqual({ status: 200, body: "[0]" });
    expect(existsSync(join(parent, "release-1"))).toBe(true);

    // Once the 400 ms window has passed (polled: a busy machine runs the timer late).
    await expect.poll(async () => (await fetch(`${site.url}/assets/hydration/data-1.txt`)).status, { timeout: 10_000 }).toBe(404);
    await expect.poll(() => existsSync(join(parent, "release-1")), { timeout: 10_000 }).toBe(false);
    expect(existsSync(join(parent, "release-2"))).toBe(true);
    // The build the server started from is not the publisher's to delete.
    expect(existsSync(join(parent, "release-0"))).toBe(true);
  });

  it("stops a build that runs past its time limit, keeps the live site, logs why, and builds afresh on the next publish", async () => {
    let builds = 0;
    const stopped: boolean[] = [];
    const { site, logLines } = await siteWithPublishing({
      timeLimitMs: 300,
      // The first build waits on a content source that never answers; the next one works.
      build: (parent) => async (signal) => {
        builds += 1;
        if (builds === 1) {
          await new Promise((resolve) => signal.addEventListener("abort", resolve, { once: true }));
          stopped.push(signal.aborted);
          return new Promise(() => {});
        }
        const root = writeRelease(parent, builds);
        return { root, discard: () => rm(join(root, ".."), { recursive: true, force: true }) };
      },
    });
    const started = performance.now();
    expect((await publish(site, await signed())).status).toBe(202);
    await site.publisher!.idle();
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(stopped).toEqual([true]);
    expect(await readRelease(await fetch(site.url))).toEqual({ page: 0, policy: 0 });
    const failure = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.level === 50);
    expect(failure).toMatchObject({
      msg: "publish failed: the site keeps serving the previous build",
      reason: expect.stringContaining("took longer than 0.3 s"),
    });
    expect(site.publisher!.status()).toMatchObject({ building: false, last: { ok: false } });

    const body = '{"_id":"after-the-stall"}';
    expect((await publish(site, await signed(body), body)).status).toBe(202);
    await site.publisher!.idle();
    expect(builds).toBe(2);
    expect(await readRelease(await fetch(site.url))).toEqual({ page: 2, policy: 2 });
    expect(site.publisher!.status()).toMatchObject({ building: false, last: { ok: true } });
  });

  it("fails no request and mixes no two releases in one response while a publish swaps the site", async () => {
    const { site } = await siteWithPublishing({ buildMs: 200 });
    const seen: Array<{ page: number; policy: number }> = [];
    let failed = 0;
    let stop = false;
    // A visitor asking for a page every 50 ms from before the publish until after it is live.
    const visitor = (async () => {
      for (let index = 0; !stop && index < 200; index += 1) {
        try {
          const response = await fetch(`${site.url}${index % 2 ? "/about-us" : "/"}`);
          if (response.status !== 200) failed += 1;
          const release = await readRelease(response);
          seen.push(release);
          // Then the page's own data file, as its script asks for it once loaded (after a swap, perhaps).
          await new Promise((resolve) => setTimeout(resolve, 25));
          const data = await fetch(`${site.url}/assets/hydration/data-${release.page}.txt`);
          if ((await data.text()) !== `[${release.page}]`) failed += 1;
        } catch {
          failed += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await publish(site, await signed());
    await site.publisher!.idle();
    // Until the visitor has been answered by the new release: on a busy machine one round of its
    // requests can outlast a fixed pause, and the run then ended with only the old release seen.
    await expect.poll(() => seen.at(-1)?.page, { timeout: 10_000 }).toBe(1);
    stop = true;
    await visitor;

    expect(failed).toBe(0);
    expect(seen.filter((release) => release.page !== release.policy)).toEqual([]);
    expect(seen[0]?.page).toBe(0);
    expect(seen.at(-1)?.page).toBe(1);
    // A page loaded before the swap still gets its own data file afterwards.
    expect(await (await fetch(`${site.url}/assets/hydration/data-0.txt`)).text()).toBe("[0]");
    // Once the new release answered, no request went back to the old one.
    expect(seen.slice(seen.findIndex((release) => release.page === 1)).every((release) => release.page === 1)).toBe(true);
  });
});
