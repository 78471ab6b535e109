/**
 * Load figures for the site's own server, on loopback only and for a bounded time: enquiries per
 * second with durable writes (a real file store, synced on every commit) and their latency, and
 * prerendered pages per second. With a baseline, both servers run in this process and take turns
 * round by round, so whatever else the machine is doing falls on both.
 */
import autocannon from "autocannon";
import { loadavg } from "node:os";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { median, ratio } from "./stats";
import { table, times } from "./format";

interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  failed: number;
}

/** What the bench needs of `startSite`: this commit's, or a baseline commit's (the options it has always taken). */
export type StartSite = (options: {
  root: string;
  dbUrl: string;
  destinations: [];
  enquiriesPerMinute: number;
}) => Promise<{ url: string; store: { list(): Promise<unknown[]> }; close(): Promise<void> }>;

export interface ServerUnderLoad {
  /** "this commit", or the baseline's commit as given. */
  label: string;
  /** The build it serves (its own build/client). */
  clientDir: string;
  startSite: StartSite;
}

interface ServerLoadRow {
  label: string;
  /** Median of each figure over the rounds. */
  enquiries: LoadFigures & { stored: number };
  pages: LoadFigures;
  /** Requests a second in each round, in order (rounds of two servers are paired by index). */
  enquiryRounds: number[];
  pageRounds: number[];
}

export interface ServerLoadResult {
  /** In the order given: this commit first, then the baseline. */
  servers: ServerLoadRow[];
  enquiryConnections: number;
  pageConnections: number;
  seconds: number;
  rounds: number;
  /** One-minute load average before the first round and after the last. */
  loadAverage: { start: number; end: number };
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

const ENQUIRY = JSON.stringify({
  name: "Load Test",
  email: "load@example.co.uk",
  phone: "",
  message: "Twenty DA40 placements a month for our shop, please.",
  fill_ms: 12_000,
  page: "/get-in-touch",
});

/**
 * Enquiries with 10 connections at once (a busy morning is far fewer; 10 keeps the single writer's
 * queue in view), pages with 50; each for `seconds`, `rounds` times, medians reported. Each server
 * gets its own fresh enquiries file. In each round every server takes its turn at enquiries, then
 * at pages, in an order that flips from round to round (A B, then B A), so neither always goes first.
 */
export async function measureServerLoad(
  servers: readonly ServerUnderLoad[],
  { enquiryConnections = 10, pageConnections = 50, seconds = 5, rounds = 3 } = {},
): Promise<ServerLoadResult> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-enquiries-"));
  const running: Awaited<ReturnType<StartSite>>[] = [];
  try {
    for (const [index, server] of servers.entries())
      running.push(
        await server.startSite({
          root: server.clientDir,
          dbUrl: `file:${join(dataDir, `enquiries-${index}.db`)}`,
          destinations: [],
          enquiriesPerMinute: 100_000_000,
        }),
      );
    const enquiryRounds = servers.map((): LoadFigures[] => []);
    const pageRounds = servers.map((): LoadFigures[] => []);
    const start = loadavg()[0]!;
    for (let round = 0; round < rounds; round += 1) {
      const order = servers.map((_, index) => index);
      if (round % 2) order.reverse();
      for (const index of order)
        enquiryRounds[index]!.push(
          await load({
            url: `${running[index]!.url}/api/enquiries`,
            method: "POST",
            connections: enquiryConnections,
            duration: seconds,
            headers: { "content-type": "application/json", accept: "application/json" },
            body: ENQUIRY,
          }),
        );
      for (const index of order)
        pageRounds[index]!.push(
          await load({
            url: `${running[index]!.url}/services/blogger-outreach`,
            connections: pageConnections,
            duration: seconds,
            headers: { "accept-encoding": "br, gzip" },
          }),
        );
    }
    const end = loadavg()[0]!;
    const rows: ServerLoadRow[] = [];
    for (const [index, server] of servers.entries())
      rows.push({
        label: server.label,
        enquiries: { ...medianOf(enquiryRounds[index]!), stored: (await running[index]!.store.list()).length },
        pages: medianOf(pageRounds[index]!),
        enquiryRounds: enquiryRounds[index]!.map((figures) => figures.requestsPerSecond),
        pageRounds: pageRounds[index]!.map((figures) => figures.requestsPerSecond),
      });
    return { servers: rows, enquiryConnections, pageConnections, seconds, rounds, loadAverage: { start, end } };
  } finally {
    await Promise.all(running.map((site) => site.close()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The median of each round's ratio: the two servers of one round ran minutes apart at most, so a
 * change in what else the machine was doing moves both; less sensitive to drift than the ratio of
 * the medians.
 */
function pairedRatio(ours: readonly number[], baseline: readonly number[]): number | undefined {
  return median(ours.flatMap((value, round) => (baseline[round] ? [value / baseline[round]] : [])));
}

const perSecond = (figures: LoadFigures) => Math.round(figures.requestsPerSecond).toLocaleString("en-GB");

export function formatServerLoad({
  servers,
  enquiryConnections,
  pageConnections,
  seconds,
  rounds,
  loadAverage,
}: ServerLoadResult): string {
  const endpoints = [
    {
      name: `POST /api/enquiries (stored, synced)`,
      connections: enquiryConnections,
      pick: (row: ServerLoadRow) => row.enquiries,
    },
    { name: `GET /services/blogger-outreach (brotli)`, connections: pageConnections, pick: (row: ServerLoadRow) => row.pages },
  ];
  const [ours, baseline] = servers;
  const paired = (pick: (row: ServerLoadRow) => number[]) => ours && baseline && times(pairedRatio(pick(ours), pick(baseline)));
  const rows = endpoints.flatMap(({ name, connections, pick }) => [
    ...servers.map((server) => {
      const figures = pick(server);
      return [
        server.label,
        name,
        String(connections),
        perSecond(figures),
        `${figures.p50Ms} ms`,
        `${figures.p99Ms} ms`,
        figures.requests.toLocaleString("en-GB"),
        String(figures.failed),
      ];
    }),
    ...(ours && baseline
      ? [
          [
            `**ratio** (${ours.label} ÷ ${baseline.label})`,
            name,
            "",
            `**${times(ratio(pick(ours).requestsPerSecond, pick(baseline).requestsPerSecond))}**`,
            times(ratio(pick(ours).p50Ms, pick(baseline).p50Ms)),
            `**${times(ratio(pick(ours).p99Ms, pick(baseline).p99Ms))}**`,
            "",
            "",
          ],
        ]
      : []),
  ]);
  return [
    `## The server under load (loopback; ${rounds} rounds of ${seconds} s${baseline ? ", servers alternating" : ""}; medians)`,
    "",
    table(["Server", "Endpoint", "Connections", "Requests/s (mean)", "p50", "p99", "Requests", "Failed"], rows),
    "",
    ...servers.map(
      (server) =>
        `Enquiries stored by ${server.label} over all rounds: ${server.enquiries.stored.toLocaleString("en-GB")} (every one answered 201, plus those still in flight when a round's clock stopped).`,
    ),
    ...(ours && baseline
      ? [
          `Requests/s ratio round by round (median of each round's ratio): enquiries ${paired((row) => row.enquiryRounds)}, page ${paired((row) => row.pageRounds)}.`,
        ]
      : []),
    `Load average (1 min): ${loadAverage.start.toFixed(1)} before the first round, ${loadAverage.end.toFixed(1)} after the last.`,
  ].join("\n");
}
