/**
 * Load figures for the site's own server, on loopback only and for a bounded time: enquiries per
 * second with durable writes (a real file store, synced on every commit) and their latency, and
 * prerendered pages per second.
 */
import autocannon from "autocannon";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSite } from "../../src/server/start-site.server.ts";

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  failed: number;
}

export interface ServerLoadResult {
  /** Median of each figure over the rounds. */
  enquiries: LoadFigures & { stored: number };
  pages: LoadFigures;
  enquiryConnections: number;
  pageConnections: number;
  seconds: number;
  rounds: number;
}

const medianOf = (rounds: readonly LoadFigures[]): LoadFigures => {
  const of = (pick: (figures: LoadFigures) => number) => {
    const sorted = rounds.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  return {
    requestsPerSecond: of((figures) => figures.requestsPerSecond),
    p50Ms: of((figures) => figures.p50Ms),
    p99Ms: of((figures) => figures.p99Ms),
    requests: of((figures) => figures.requests),
    failed: of((figures) => figures.failed),
  };
};

async function load(options: autocannon.Options): Promise<LoadFigures> {
  // The load is generated in a worker thread, so it competes less with the server on the main one.
  const result = await autocannon({ ...options, workers: 1 });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Enquiries with 10 connections at once (a busy morning is far fewer; 10 keeps the single writer's
 * queue in view), pages with 50; each for `seconds`, `rounds` times, medians reported.
 */
export async function measureServerLoad(
  clientDir: string,
  { enquiryConnections = 10, pageConnections = 50, seconds = 5, rounds = 3 } = {},
): Promise<ServerLoadResult> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-enquiries-"));
  const site = await startSite({
    root: clientDir,
    dbUrl: `file:${join(dataDir, "enquiries.db")}`,
    destinations: [],
    enquiriesPerMinute: 100_000_000,
  });
  try {
    const enquiryRounds: LoadFigures[] = [];
    const pageRounds: LoadFigures[] = [];
    for (let round = 0; round < rounds; round += 1) {
      enquiryRounds.push(
        await load({
          url: `${site.url}/api/enquiries`,
          method: "POST",
          connections: enquiryConnections,
          duration: seconds,
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({
            name: "Load Test",
            email: "load@example.co.uk",
            phone: "",
            message: "Twenty DA40 placements a month for our shop, please.",
            fill_ms: 12_000,
            page: "/get-in-touch",
          }),
        }),
      );
      pageRounds.push(
        await load({
          url: `${site.url}/services/blogger-outreach`,
          connections: pageConnections,
          duration: seconds,
          headers: { "accept-encoding": "br, gzip" },
        }),
      );
    }
    const stored = (await site.store.list()).length;
    return {
      enquiries: { ...medianOf(enquiryRounds), stored },
      pages: medianOf(pageRounds),
      enquiryConnections,
      pageConnections,
      seconds,
      rounds,
    };
  } finally {
    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatServerLoad({
  enquiries,
  pages,
  enquiryConnections,
  pageConnections,
  seconds,
  rounds,
}: ServerLoadResult): string {
  const row = (label: string, figures: LoadFigures) =>
    `| ${label} | ${Math.round(figures.requestsPerSecond).toLocaleString("en-GB")} | ${figures.p50Ms} ms | ${figures.p99Ms} ms | ${figures.requests.toLocaleString("en-GB")} | ${figures.failed} |`;
  return [
    `## The server under load (loopback; ${rounds} rounds of ${seconds} s; medians)`,
    "",
    "| Endpoint | Connections | Requests/s (mean) | p50 | p99 | Requests | Failed |",
    "|---|---|---|---|---|---|---|",
    row(`POST /api/enquiries (stored, synced) | ${enquiryConnections}`, enquiries),
    row(`GET /services/blogger-outreach (brotli) | ${pageConnections}`, pages),
    "",
    `Enquiries stored over all rounds: ${enquiries.stored.toLocaleString("en-GB")} (every one answered 201, plus those still in flight when a round's clock stopped).`,
  ].join("\n");
}
