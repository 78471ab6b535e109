/**
 * `npm run bench -- --only publish`: the site's own server takes a signed publish (one claim's
 * wording edited, or at the larger sizes a new article as well) and the time is measured until a
 * visitor is served the new text, while a client asks for a page every 50 ms throughout: requests
 * that failed and responses that mixed two releases are counted. Each publish is built from the
 * release before it, of the same code: only what the content changed is rendered again. Builds go to .cache/bench-publish/ and build-releases/; build/ is untouched.
 * build-releases/ is emptied, as a starting server empties it: do not run this beside `npm start`
 * with publishing on in the same checkout.
 */
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { childProcessReleaseBuilder } from "../../src/server/release-build.server";
import { applyEdit } from "../build/content-edits";
import { startSite, type RunningSite } from "../../src/server/start-site.server";
import { EDITED_CLAIM } from "./rebuilds";
import { withClaimWording } from "./claim-edit";
import { seconds, table } from "./format";
import { hydrationFilesOf } from "./page-files";
import { median } from "./stats";
import { withExtraArticles } from "./synthetic-dataset";

/** Publish to new text served: targets for the real site and for the largest synthetic size (a claim edit or a new article). */
const PUBLISH_TARGET_MS = 3_000;
const LARGE_PUBLISH_TARGET_MS = 10_000;
/** How often the visitor asks for a page. */
const VISIT_EVERY_MS = 50;
/** A page that shows the edited claim, and one that does not. */
const CLAIM_PAGE = "/services/blogger-outreach";
const OTHER_PAGE = "/";
const WORK_DIR = ".cache/bench-publish";
/** A publish that has not gone live after this long is reported as not live. */
const GIVE_UP_MS = 5 * 60_000;

interface PublishRun {
  /** From sending the signed publish to the first response showing the new wording. */
  liveMs: number | undefined;
  /** The build and swap alone, as the server logged it (`publish is live`). */
  buildMs: number | undefined;
  requests: number;
  failed: number;
  mixed: number;
}

/** What each publish changes: one claim's wording, or a new article. */
type PublishedChange = "claim" | "new article";

export interface PublishFigures {
  extraArticles: number;
  change: PublishedChange;
  runs: PublishRun[];
  loadAverage: number;
}

/** The hashes of a page's inline scripts, which its response's policy must allow (else it mixes two releases). */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
    createHash("sha256").update(match[1]!).digest("base64"),
  );

/**
 * A visitor asking for a page every 50 ms (the claim's page and the home page in turn) and then the
 * hydration data file the page names. A response that is not a 200, or a connection that fails,
 * is a failure; a page holding both wordings, or an inline script its policy does not allow, mixed.
 */
function startVisitor(url: string, page: string, oldWording: string, newWording: string) {
  let stopped = false;
  let requests = 0;
  let failed = 0;
  let mixed = 0;
  let firstNewAt: number | undefined;
  const visit = async (path: string) => {
    requests += 1;
    try {
      const response = await fetch(`${url}${path}`);
      const html = await response.text();
      if (response.status !== 200) return void (failed += 1);
      const policy = response.headers.get("content-security-policy") ?? "";
      const showsOld = html.includes(oldWording);
      const showsNew = html.includes(newWording);
      if ((showsOld && showsNew) || inlineScriptHashes(html).some((hash) => !policy.includes(`'sha256-${hash}'`))) mixed += 1;
      if (showsNew && firstNewAt === undefined) firstNewAt = performance.now();
      for (const file of hydrationFilesOf(html)) {
        requests += 1;
        const data = await fetch(`${url}/${file}`);
        await data.arrayBuffer();
        if (data.status !== 200) failed += 1;
      }
    } catch {
      failed += 1;
    }
  };
  const done = (async () => {
    for (let index = 0; !stopped; index += 1) {
      const started = performance.now();
      await visit(index % 2 ? OTHER_PAGE : page);
      await new Promise((wait) => setTimeout(wait, Math.max(0, VISIT_EVERY_MS - (performance.now() - started))));
    }
  })();
  return {
    firstNewAt: () => firstNewAt,
    async stop() {
      stopped = true;
      await done;
      return { requests, failed, mixed };
    },
  };
}

/** One dataset: built once, served, then `runs` publishes of each kind of change, one after the other. */
async function measureDataset(
  datasetDir: string,
  extraArticles: number,
  runs: number,
  changes: readonly PublishedChange[],
): Promise<PublishFigures[]> {
  const work = resolve(WORK_DIR, `${extraArticles}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const original = readFileSync(join(datasetDir, "data.ndjson"), "utf8");
  const dataset = extraArticles ? withExtraArticles(original, extraArticles) : original;
  const datasetFile = join(work, "data.ndjson");
  writeFileSync(datasetFile, dataset);
  symlinkSync(resolve(datasetDir, "images"), join(work, "images"));
  const env = { ...process.env, EMBEDDED_DATASET_FILE: datasetFile };
  console.log(`  Building the starting site${extraArticles ? ` with ${extraArticles} extra articles` : ""}…`);
  execFileSync(join("node_modules", ".bin", "tsx"), ["scripts/build/index.ts"], {
    env: { ...env, BUILD_DIR: join(work, "initial") },
    stdio: "ignore",
  });
  const secret = "bench-publish-secret-0123456789";
  let site: RunningSite | undefined;
  const figures: PublishFigures[] = [];
  // The server's own account of each build (`publish is live`, with its time), and any failure.
  const logged: Array<{ msg?: string; ms?: number; reason?: string; build?: string }> = [];
  try {
    site = await startSite({
      root: join(work, "initial", "client"),
      dbUrl: ":memory:",
      destinations: [],
      log: { level: "info", stream: { write: (line) => void logged.push(JSON.parse(line)) } },
      publish: { secret, build: childProcessReleaseBuilder({ projectRoot: process.cwd(), env }) },
    });
    let current = dataset;
    let wording = JSON.parse(original.split("\n").find((line) => line.includes(`"_id":"${EDITED_CLAIM}"`))!).wording as string;
    for (const change of changes) {
      const results: PublishRun[] = [];
      for (let run = 1; run <= runs; run += 1) {
        // A claim's new wording on the page that shows it; or a new article at its own address
        // (sent home until it exists), with a title no page had before.
        const slug = `benchmark-${run}`;
        const edit =
          change === "claim"
            ? {
                page: CLAIM_PAGE,
                next: `an extra ${10 + run}% (published in the benchmark, run ${run})`,
                document: { _id: EDITED_CLAIM, _type: "claim" },
              }
            : {
                page: `/blog/new-article-${slug}`,
                next: `New article ${slug}`,
                document: { _id: `article-new-${slug}`, _type: "article" },
              };
        current =
          change === "claim"
            ? withClaimWording(current, EDITED_CLAIM, edit.next)
            : applyEdit(current, { kind: "newArticle", pick: 0, slug }, new Date(Date.UTC(2026, 10, 20, 10, run)).toISOString());
        writeFileSync(datasetFile, current);
        const visitor = startVisitor(site.url, edit.page, change === "claim" ? wording : "\u0000", edit.next);
        // Visits before the publish, so a failure at the swap is one among requests that worked.
        await new Promise((wait) => setTimeout(wait, 500));
        const body = JSON.stringify(edit.document);
        const before = logged.length;
        const sent = performance.now();
        const response = await fetch(`${site.url}/api/publish`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), secret),
          },
          body,
        });
        if (response.status !== 202) throw new Error(`The publish was answered ${response.status}: ${await response.text()}`);
        while (visitor.firstNewAt() === undefined && performance.now() - sent < GIVE_UP_MS)
          await new Promise((wait) => setTimeout(wait, VISIT_EVERY_MS));
        await site.publisher!.idle();
        // Visits after the swap too, while the old release's files are still served.
        await new Promise((wait) => setTimeout(wait, 1_000));
        const counts = await visitor.stop();
        const firstNew = visitor.firstNewAt();
        const outcome = logged
          .slice(before)
          .find((line) => line.msg === "publish is live" || line.msg?.startsWith("publish failed"));
        if (outcome?.reason) console.log(`    The build failed: ${outcome.reason}`);
        if (outcome?.build) console.log(`    The build: ${outcome.build}`);
        const buildMs = outcome?.msg === "publish is live" ? outcome.ms : undefined;
        results.push({ liveMs: firstNew === undefined ? undefined : firstNew - sent, buildMs, ...counts });
        console.log(
          `    ${change}, run ${run}: live in ${seconds(results.at(-1)!.liveMs)} (build ${seconds(buildMs)}), ${counts.requests} requests, ${counts.failed} failed, ${counts.mixed} mixed`,
        );
        if (change === "claim") wording = edit.next;
      }
      figures.push({ extraArticles, change, runs: results, loadAverage: loadavg()[0]! });
    }
  } finally {
    await site?.close();
    rmSync(work, { recursive: true, force: true });
    rmSync("build-releases", { recursive: true, force: true });
  }
  return figures;
}

/** The real site's claim edit `runs` times, then at each synthetic size a claim edit and a new article `runs` times each. */
export async function measurePublishes(
  datasetDir: string,
  runs: number,
  largeSizes: readonly number[],
): Promise<PublishFigures[]> {
  const figures = await measureDataset(datasetDir, 0, runs, ["claim"]);
  for (const extra of largeSizes) figures.push(...(await measureDataset(datasetDir, extra, runs, ["claim", "new article"])));
  rmSync(WORK_DIR, { recursive: true, force: true });
  return figures;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** One row per dataset: median publish-to-live time against its target, requests, failures, mixed pages. */
export function formatPublishes(figures: readonly PublishFigures[]): string {
  const largest = Math.max(...figures.map((figure) => figure.extraArticles));
  return table(
    [
      "Site",
      "Change",
      "Publishes",
      "Publish → new text served (median; each)",
      "Target",
      "Of which build (median)",
      "Requests",
      "Failed",
      "Mixed",
      "Load average after",
    ],
    figures.map(({ extraArticles, change, runs, loadAverage }) => {
      const live = runs.map((run) => run.liveMs).filter((value): value is number => value !== undefined);
      const target = extraArticles === 0 ? PUBLISH_TARGET_MS : extraArticles === largest ? LARGE_PUBLISH_TARGET_MS : undefined;
      const notLive = runs.length - live.length;
      return [
        extraArticles ? `+${extraArticles} articles` : "Real site",
        change,
        String(runs.length),
        `${seconds(median(live))} (${runs.map((run) => seconds(run.liveMs)).join(", ")})${notLive ? `, ${notLive} never live` : ""}`,
        target === undefined ? "–" : `≤ ${seconds(target)}`,
        seconds(median(runs.flatMap((run) => (run.buildMs === undefined ? [] : [run.buildMs])))),
        String(sum(runs.map((run) => run.requests))),
        String(sum(runs.map((run) => run.failed))),
        String(sum(runs.map((run) => run.mixed))),
        loadAverage.toFixed(1),
      ];
    }),
  );
}
