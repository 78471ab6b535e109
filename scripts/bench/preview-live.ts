/**
 * Live editing, as an editor meets it: the built studio (`sanity build`, the project's own) in
 * Debian Chromium, its Sanity API answered by a loopback stand-in (Chromium resolves
 * *.api.sanity.io there), Presentation framing `npm run preview:drafts` (its production build) whose
 * Content Lake is the same stand-in, each on a site of its own as deployed (studio-with-preview.ts).
 * On a service page, once the studio answers the page's live queries, each edit is typed into the
 * studio's form (a price, the page's title, its tagline, its turnaround), and timed from the last
 * keystroke in the studio to the first frame the preview paints with the new value. Every document
 * load of the framed page and every run of its loaders (a `.data` request) while editing counts as
 * a reload.
 */
import { writeFileSync } from "node:fs";
import type { Frame, Page, Request } from "playwright-core";
import { EMBEDDED_DATASET_DIR } from "../../src/content/config.server";
import { readDocuments } from "../../src/test/browser/content-lake-stand-in";
import type { SanityApiStandIn } from "../../src/test/browser/sanity-api-stand-in";
import { startStudioWithPreview } from "../../src/test/browser/studio-with-preview";
import { median, percentile } from "./stats";

const PAGE = "/services/blogger-outreach";
const SERVICE = { type: "service", id: "service-blogger-outreach" };
const PACKAGE = { type: "pricePackage", id: "package-blogger-outreach-da20" };
/** The time between two keystrokes of a fast typist (120 words a minute, five letters a word). */
const KEYSTROKE_INTERVAL_MS = 100;
/** How long a framed page is given to go live before editing starts. */
const LIVE_WITHIN_MS = 30_000;
/** An edit not painted within this long counts as not shown (and fails the bench's target). */
const SHOWN_WITHIN_MS = 10_000;

/** One kind of edit: the document whose form it is typed into, the field, the values typed, and how the frame shows each. */
interface EditKind {
  name: string;
  document: { type: string; id: string };
  /** The field's label in the form, and the form's tab holding it when it is not the first. */
  field: string;
  group?: string;
  values: string[];
  /** A test, run in the frame, that the page shows `value`: text to find in an element matching `selector`. */
  shown: (value: string) => { selector: string; text: string };
}

const EDIT_KINDS: EditKind[] = [
  {
    name: "price",
    document: PACKAGE,
    field: "GBP (£)",
    values: ["101", "102", "103", "104", "105", "106"],
    shown: (value) => ({ selector: `[data-sanity*="id=${PACKAGE.id};"]`, text: `£${value}` }),
  },
  {
    name: "title",
    document: SERVICE,
    field: "Title",
    values: ["Blogger Outreach A", "Blogger Outreach B", "Blogger Outreach C", "Blogger Outreach D", "Blogger Outreach E"],
    shown: (value) => ({ selector: "h1", text: value }),
  },
  {
    name: "tagline",
    document: SERVICE,
    field: "Tagline",
    values: [
      "Links on real blogs A",
      "Links on real blogs B",
      "Links on real blogs C",
      "Links on real blogs D",
      "Links on real blogs E",
    ],
    shown: (value) => ({ selector: "main", text: value }),
  },
  {
    name: "turnaround",
    document: SERVICE,
    field: "Days",
    group: "Delivery and prices",
    values: ["11", "12", "13", "14", "15"],
    shown: (value) => ({ selector: ".package-card__turnaround", text: `${value}+ days` }),
  },
];

export interface PreviewLiveFigures {
  /** Keystroke in the studio to the value painted in the frame, per edit; null: not shown in time. */
  editsMs: { kind: string; ms: number | null }[];
  /** Document loads of the framed page and runs of its loaders while editing. */
  reloads: number;
}

/** A line on stderr while the bench runs (set BENCH_QUIET to leave it out). */
const progress = (line: string) => process.env.BENCH_QUIET || console.error(line);

/** Polls `check` until it is truthy (then returns it) or `timeoutMs` passes (then throws `what`). */
async function until<T>(what: string, check: () => Promise<T>, timeoutMs = 90_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** What each window notes of the studio's answers to its live queries (`noteLiveAnswers`). */
interface LiveAnswerLog {
  liveAnswers: { at: number; data: unknown }[];
}

/** In every window the context opens from now on (the framed preview among them), notes when each of the studio's live answers arrives, and what it holds. */
async function noteLiveAnswers(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const log = window as unknown as LiveAnswerLog;
    log.liveAnswers = [];
    window.addEventListener("message", (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === "loader/query-change")
        log.liveAnswers.push({ at: performance.timeOrigin + performance.now(), data: event.data });
    });
  });
}

/** Presentation with `document` open in its form beside the page; the preview framed, let in, the cookie notice answered. */
async function presentation(
  page: Page,
  studioOrigin: string,
  previewUrl: string,
  document: EditKind["document"],
): Promise<Frame> {
  await page.goto(`${studioOrigin}/presentation/${document.type}/${document.id}?preview=${encodeURIComponent(PAGE)}`);
  const frame = await until("the framed preview", async () =>
    page.frames().find((candidate) => candidate.url().startsWith(`${previewUrl}${PAGE}`)),
  );
  await frame.getByText("Preview: showing drafts").waitFor({ timeout: 90_000 });
  const okay = frame.getByRole("button", { name: "Okay" });
  if (await okay.isVisible()) await okay.click();
  // Editing starts once the page is live: the studio has answered its query once (a build without
  // live mode never is: it is given as long, then measured as it is).
  await frame
    .waitForFunction(() => (window as unknown as LiveAnswerLog).liveAnswers?.length > 0, undefined, { timeout: LIVE_WITHIN_MS })
    .catch(() => progress(`  the page was not live within ${LIVE_WITHIN_MS / 1000} s: edits are timed all the same`));
  return frame;
}

/**
 * Counts, from now on, each request of the framed page to the preview server for the page: a
 * document load, or a run of its loaders (its data, fetched as `<path>.data`).
 */
function watchReloads(page: Page, frame: Frame): () => number {
  let reloads = 0;
  const onRequest = (request: Request) => {
    if (request.frame() !== frame) return;
    if (request.resourceType() === "document" || new URL(request.url()).pathname.endsWith(".data")) {
      reloads++;
      progress(`  the frame asked the preview server for ${request.url()}`);
    }
  };
  page.on("request", onRequest);
  return () => {
    page.off("request", onRequest);
    return reloads;
  };
}

/**
 * Starts Chrome's profiler in the framed page's process (the studio's own, when the two are one
 * site); the function returned stops it and gives the profile.
 */
async function startProfile(page: Page, frame: Frame): Promise<() => Promise<unknown>> {
  const session = await page
    .context()
    .newCDPSession(frame)
    .catch(() => page.context().newCDPSession(page));
  await session.send("Profiler.enable");
  await session.send("Profiler.start");
  return async () => (await session.send("Profiler.stop")).profile;
}

/** Types `value` into the form's field; milliseconds from the keystroke until the frame paints it, or null. */
async function editShownAfter(
  api: SanityApiStandIn,
  page: Page,
  frame: Frame,
  kind: EditKind,
  value: string,
): Promise<number | null> {
  const field = page.getByLabel(kind.field, { exact: true });
  await field.click();
  await field.press("ControlOrMeta+a");
  const { selector, text } = kind.shown(value);
  // When the frame first paints the value, or null if it has not within the time allowed.
  const painted = frame
    .waitForFunction(
      ({ selector, text }) => {
        const shown = [...document.querySelectorAll(selector)].some((element) => element.textContent?.includes(text));
        return shown ? performance.timeOrigin + performance.now() : false;
      },
      { selector, text },
      { polling: "raf", timeout: SHOWN_WITHIN_MS },
    )
    .then(
      async (handle) => (await handle.jsonValue()) as number,
      () => null,
    );
  // Typed at a fast typist's pace (120 words a minute); the last keystroke completes the value, and
  // the edit is timed from it, as the editor sees it.
  await field.pressSequentially(value.slice(0, -1), { delay: KEYSTROKE_INTERVAL_MS });
  await page.waitForTimeout(KEYSTROKE_INTERVAL_MS);
  const typedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
  await field.press(value.at(-1)!);
  const shownAt = await painted;
  // When the studio's answer holding the new value reached the frame, and when the edit was saved.
  const answeredAt = await frame.evaluate(
    ({ text, after }) =>
      (window as unknown as LiveAnswerLog).liveAnswers.find(
        (answer) => answer.at >= after && JSON.stringify(answer.data).includes(text),
      )?.at,
    { text: JSON.stringify(value).slice(1, -1), after: typedAt },
  );
  const saved = api.commits.find((commit) => commit.at >= typedAt);
  progress(
    `  the studio's answer with it: ${answeredAt ? Math.round(answeredAt - typedAt) : "none"} ms; ` +
      `saved: ${saved ? Math.round(saved.at - typedAt) : "not yet"} ms`,
  );
  return shownAt === null ? null : Math.max(0, shownAt - typedAt);
}

export async function measurePreviewLive(): Promise<PreviewLiveFigures> {
  const setup = await startStudioWithPreview(readDocuments(`${EMBEDDED_DATASET_DIR}data.ndjson`));
  try {
    const { page } = await setup.loggedInStudio();
    await noteLiveAnswers(page);
    // What goes wrong in the studio or its frame is said as it happens.
    page.on("console", (message) => {
      if (message.type() === "error") progress(`  console error in ${message.location().url}: ${message.text().slice(0, 300)}`);
    });
    const figures: PreviewLiveFigures = { editsMs: [], reloads: 0 };
    for (const kind of EDIT_KINDS) {
      const frame = await presentation(page, setup.studio.origin, setup.previewOrigin, kind.document);
      if (kind.group) await page.getByRole("tab", { name: kind.group }).click({ timeout: 90_000 });
      await page.getByLabel(kind.field, { exact: true }).waitFor({ timeout: 90_000 });
      const reloadsSince = watchReloads(page, frame);
      for (const [index, value] of kind.values.entries()) {
        const profiled = index === 1 && process.env.BENCH_PROFILE_DIR ? await startProfile(page, frame) : undefined;
        figures.editsMs.push({ kind: kind.name, ms: await editShownAfter(setup.api, page, frame, kind, value) });
        if (profiled) writeFileSync(`${process.env.BENCH_PROFILE_DIR}/${kind.name}.cpuprofile`, JSON.stringify(await profiled()));
        progress(`${kind.name} ${value}: ${figures.editsMs.at(-1)!.ms ?? "not shown"} ms`);
      }
      figures.reloads += reloadsSince();
    }
    return figures;
  } finally {
    await setup.close();
  }
}

/** The bench's one line; an edit not shown counts as the time limit, so it can only raise the figures. */
export function formatPreviewLive({ editsMs, reloads }: PreviewLiveFigures): string {
  const times = editsMs.map(({ ms }) => ms ?? SHOWN_WITHIN_MS);
  const missed = editsMs.filter(({ ms }) => ms === null).length;
  const line = `preview live edit: median ${Math.round(median(times) ?? 0)} ms, p95 ${Math.round(percentile(times, 95) ?? 0)} ms, reloads ${reloads}, edits ${editsMs.length}`;
  return missed ? `${line} (${missed} not shown within ${SHOWN_WITHIN_MS / 1000} s)` : line;
}
