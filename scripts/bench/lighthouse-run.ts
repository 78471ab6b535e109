import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS } from "../../src/test/browser/chromium-flags";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** One Lighthouse run's figures: scores 0–100, times in ms, bytes as transferred. */
export interface RunFigures {
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /**
   * Main-thread work while the page loads (Lighthouse's mainthread-work-breakdown: every task the
   * renderer ran, times the simulated 4x slow-down): what scripts add beside the static limit.
   */
  mainThreadMs: number;
  /**
   * The part of that work that is scripts (evaluating, parsing and compiling them): the one part a
   * page's own scripts can add. Beside the limit's (its JSON-LD and the browser's own), it tells a
   * real cost from the host's run-to-run spread, which moves the other parts by a fifth or more.
   */
  scriptMs: number;
  jsBytes: number;
  totalBytes: number;
  /** Weighted audits short of full marks in any category, so a score below 100 comes with its reason. */
  failing: string[];
  /**
   * Lighthouse's measure of the host's CPU (`environment.benchmarkIndex`). Simulated throttling
   * multiplies what the host took by 4, so the same page's TBT differs severalfold between hosts:
   * Lighthouse warns below 1000, and its guidance puts a fast desktop at 1500-2000.
   */
  benchmarkIndex: number;
}

export interface Browser {
  port: number;
  close(): Promise<void>;
}

/** Starts Chromium once for all runs (a fresh temporary profile; Lighthouse resets storage per run). */
export async function launchBrowser(chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"): Promise<Browser> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...CHROMIUM_FLAGS], logLevel: "silent" });
  return { port: chrome.port, close: async () => void chrome.kill() };
}

/** Lighthouse's groups of main-thread work that are a page's scripts running. */
const SCRIPT_GROUPS = new Set(["scriptEvaluation", "scriptParseCompile"]);

interface WorkGroup {
  group?: string;
  duration?: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

/**
 * Lighthouse's default configuration: a mid-range phone (Moto G Power) on slow 4G, simulated
 * throttling, all four categories. Chromium asks for what it always asks for, so transfer sizes
 * are what a visitor's browser receives (brotli, from the build's precompressed copies).
 */
export async function runLighthouse(url: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const failing = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => `${category}: ${audit!.id}`),
  );
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as Record<Category, number>,
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    mainThreadMs: numeric("mainthread-work-breakdown"),
    scriptMs: ((lhr.audits["mainthread-work-breakdown"]?.details as { items?: WorkGroup[] } | undefined)?.items ?? [])
      .filter((item) => SCRIPT_GROUPS.has(item.group ?? ""))
      .reduce((total, item) => total + (item.duration ?? 0), 0),
    jsBytes: requests
      .filter((item) => item.resourceType === "Script")
      .reduce((total, item) => total + (item.transferSize ?? 0), 0),
    totalBytes: numeric("total-byte-weight"),
    failing,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}
