import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

export interface BuildMeasure {
  ms: number;
  /** Highest total resident memory of the build's process tree, sampled every 100 ms. */
  peakRssBytes: number;
  /** React Router's build (bundles and prerendering), as `npm run build` reports it. */
  reactRouterMs?: number;
  /** Brotli and gzip copies of every page, `.data` file and asset, as `npm run build` reports it. */
  precompressMs?: number;
  output: string;
}

/** Resident memory of a process and all its descendants, from /proc (Linux). */
function treeRss(rootPid: number): number {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the command name (which may hold spaces) start at ")": state ppid … rss is field 24.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parents.set(Number(entry), Number(fields[1]));
      rss.set(Number(entry), Number(fields[21]) * 4096);
    } catch {
      // the process ended between listing and reading
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop()!;
    total += rss.get(pid) ?? 0;
    for (const [child, parent] of parents) if (parent === pid) queue.push(child);
  }
  return total;
}

/** The phases from the build's last line: "Built in 6.8 s: React Router build 5.7 s, precompressed 231 files in 1.1 s, …". */
export function buildPhases(output: string): Pick<BuildMeasure, "reactRouterMs" | "precompressMs"> {
  const match = /React Router build ([\d.]+) s, precompressed \d+ files in ([\d.]+) s/.exec(output);
  return match ? { reactRouterMs: Number(match[1]) * 1000, precompressMs: Number(match[2]) * 1000 } : {};
}

/**
 * Runs what `npm run build` runs (scripts/build/index.ts: React Router's build, then the script
 * hashes, `_headers` and precompression) with extra environment, timing it and sampling the memory
 * of every process it starts. Fails with the build's output if it fails.
 */
export function timeBuild(env: NodeJS.ProcessEnv = {}): Promise<BuildMeasure> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn("node_modules/.bin/tsx", ["scripts/build/index.ts"], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    let peakRssBytes = 0;
    const sample = () => {
      if (child.pid) peakRssBytes = Math.max(peakRssBytes, treeRss(child.pid));
    };
    const timer = setInterval(sample, 100);
    child.on("error", reject);
    child.on("close", (code) => {
      clearInterval(timer);
      const ms = performance.now() - started;
      if (code === 0) resolve({ ms, peakRssBytes, ...buildPhases(output), output });
      else reject(new Error(`The build failed (exit ${code}):\n${output.slice(-4000)}`));
    });
  });
}
