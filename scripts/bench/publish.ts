/**
 * `npm run bench -- --only publish`: the site's own server takes a signed publish (one claim's
 * wording edited, or at the larger sizes also a new article, an article retitled and one deleted;
 * publish-edits.ts) and the time is measured until a visitor is served the edit, while a client asks for a page every 50 ms throughout: requests
 * that failed and responses that mixed two releases are counted. Each publish is built from the
 * release before it, of the same code: only what the content changed is rendered again. Builds go to .cache/bench-publish/ and build-releases/; build/ is untouched.
 * build-releases/ is emptied, as a starting server empties it: do not run this beside `npm start`
 * with publishing on in the same checkout.
 */
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { childProcessReleaseBuilder } from "../../src/server/publish/release-build.server";
import { startSite, type RunningSite } from "../../src/server/site/start-site.server";
import { seconds, table } from "./format";
import { publishEdit, type PublishedChange } from "./publish-edits";
import { startVisitor, VISIT_EVERY_MS } from "./publish-visitor";
import { median } from "./stats";
import { withExtraArticles } from "./synthetic-dataset";

/** Publish to new text served: targets for the real site and for the largest synthetic size (every kind of edit). */
const PUBLISH_TARGET_MS = 3_000;
const LARGE_PUBLISH_TARGET_MS = 10_000;
const WORK_DIR = ".cache/bench-publish";
/** A publish that has not gone live after this long is reported as not live. */
const GIVE_UP_MS = 5 * 60_000;
/** The edits measured on the real site, and on each synthetic size. */
const REAL_SITE_CHANGES: readonly PublishedChange[] = ["claim"];
const LARGE_CHANGES: readonly PublishedChange[] = ["claim", "new article", "edited article", "deleted article"];

interface PublishRun {
  /** From sending the signed publish to the first response showing the edit. */
  liveMs: number | undefined;
  /** The build and swap alone, as the server logged it (`publish is live`). */
  buildMs: number | undefined;
  /** Paths whose files the build wrote again, and its time per phase, from its own last line. */
  rendered: number | undefined;
  phases: Record<string, number>;
  requests: number;
  failed: number;
  mixed: number;
}

export interface PublishFigures {
  extraArticles: number;
  change: PublishedChange;
  runs: PublishRun[];
  loadAverage: number;
}

/**
 * What the build said of itself in its last line: `… N paths rendered again …` and its phases,
 * `(paths 1.0 s, link 0.6 s, …)` (scripts/build/index.ts).
 */
export function buildAccount(summary: string | undefined): Pick<PublishRun, "rendered" | "phases"> {
  const rendered = /(\d+) paths rendered again/.exec(summary ?? "")?.[1];
  const phases: Record<string, number> = {};
  const list = /\(([^()]*)\)\.?\s*$/.exec(summary ?? "")?.[1] ?? "";
  for (const [, name, value] of list.matchAll(/([a-z][a-z ]*?) (\d+(?:\.\d+)?) s/g)) phases[name!] = Number(value) * 1000;
  return { rendered: rendered === undefined ? undefined : Number(rendered), phases };
}

/** What the server logged of each build (`publish is live`, with its time and the build's own account), and any failure. */
type LoggedLine = { msg?: string; ms?: number; reason?: string; build?: string };

/** One signed publish of `edit` on the running site, timed until the visitor is served it. */
async function publishOnce(site: RunningSite, secret: string, logged: LoggedLine[], edit: ReturnType<typeof publishEdit>) {
  const visitor = startVisitor(site.url, edit);
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
  const outcome = logged.slice(before).find((line) => line.msg === "publish is live" || line.msg?.startsWith("publish failed"));
  if (outcome?.reason) console.log(`    The build failed: ${outcome.reason}`);
  if (outcome?.build) console.log(`    The build: ${outcome.build}`);
  const buildMs = outcome?.msg === "publish is live" ? outcome.ms : undefined;
  return { liveMs: firstNew === undefined ? undefined : firstNew - sent, buildMs, ...buildAccount(outcome?.build), ...counts };
}

/** The dataset with `extra` synthetic articles in a work folder (with the images beside it), and a site built from it. */
function startingSite(datasetDir: string, extra: number) {
  const work = resolve(WORK_DIR, `${extra}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const original = readFileSync(join(datasetDir, "data.ndjson"), "utf8");
  const dataset = extra ? withExtraArticles(original, extra) : original;
  const datasetFile = join(work, "data.ndjson");
  writeFileSync(datasetFile, dataset);
  symlinkSync(resolve(datasetDir, "images"), join(work, "images"));
  const env = { ...process.env, EMBEDDED_DATASET_FILE: datasetFile };
  console.log(`  Building the starting site${extra ? ` with ${extra} extra articles` : ""}…`);
  execFileSync(join("node_modules", ".bin", "tsx"), ["scripts/build/index.ts"], {
    env: { ...env, BUILD_DIR: join(work, "initial") },
    stdio: "ignore",
  });
  return { work, dataset, datasetFile, env };
}

/** One dataset: built once, served, then `runs` publishes of each kind of change, one after the other. */
async function measureDataset(
  datasetDir: string,
  extraArticles: number,
  runs: number,
  changes: readonly PublishedChange[],
): Promise<PublishFigures[]> {
  const { work, dataset, datasetFile, env } = startingSite(datasetDir, extraArticles);
  const secret = "bench-publish-secret-0123456789";
  let site: RunningSite | undefined;
  const figures: PublishFigures[] = [];
  const logged: LoggedLine[] = [];
  try {
    site = await startSite({
      root: join(work, "initial", "client"),
      dbUrl: ":memory:",
      destinations: [],
      log: { level: "info", stream: { write: (line) => void logged.push(JSON.parse(line)) } },
      publish: { secret, build: childProcessReleaseBuilder({ projectRoot: process.cwd(), env }) },
    });
    let current = dataset;
    for (const change of changes) {
      const results: PublishRun[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const edit = publishEdit(change, current, run, extraArticles);
        current = edit.dataset;
        writeFileSync(datasetFile, current);
        const result = await publishOnce(site, secret, logged, edit);
        results.push(result);
        console.log(
          `    ${change}, run ${run}: live in ${seconds(result.liveMs)} (build ${seconds(result.buildMs)}), ` +
            `${result.requests} requests, ${result.failed} failed, ${result.mixed} mixed`,
        );
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

/** The real site's claim edit `runs` times, then at each synthetic size each kind of edit `runs` times. */
export async function measurePublishes(
  datasetDir: string,
  runs: number,
  largeSizes: readonly number[],
): Promise<PublishFigures[]> {
  const figures = await measureDataset(datasetDir, 0, runs, REAL_SITE_CHANGES);
  for (const extra of largeSizes) figures.push(...(await measureDataset(datasetDir, extra, runs, LARGE_CHANGES)));
  rmSync(WORK_DIR, { recursive: true, force: true });
  return figures;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Each phase's median over the runs, in the order the build reports them (`paths 16.9 s, link 9.6 s, …`). */
function medianPhases(runs: readonly PublishRun[]): string {
  const names = [...new Set(runs.flatMap((run) => Object.keys(run.phases)))];
  return names
    .map((name) => `${name} ${seconds(median(runs.flatMap((run) => (name in run.phases ? [run.phases[name]!] : []))))}`)
    .join(", ");
}

/** One row per dataset and edit: median publish-to-live time against its target, what the build did, requests, failures, mixed pages. */
export function formatPublishes(figures: readonly PublishFigures[]): string {
  const largest = Math.max(...figures.map((figure) => figure.extraArticles));
  return table(
    [
      "Site",
      "Change",
      "Publish → edit served (median; each)",
      "Target",
      "Of which build (median)",
      "Pages rendered again",
      "Build phases (median)",
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
        `${seconds(median(live))} (${runs.map((run) => seconds(run.liveMs)).join(", ")})${notLive ? `, ${notLive} never live` : ""}`,
        target === undefined ? "–" : `≤ ${seconds(target)}`,
        seconds(median(runs.flatMap((run) => (run.buildMs === undefined ? [] : [run.buildMs])))),
        [...new Set(runs.map((run) => (run.rendered === undefined ? "?" : String(run.rendered))))].join(", "),
        medianPhases(runs),
        String(sum(runs.map((run) => run.requests))),
        String(sum(runs.map((run) => run.failed))),
        String(sum(runs.map((run) => run.mixed))),
        loadAverage.toFixed(1),
      ];
    }),
  );
}
