import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

export interface BuildMeasure {
  ms: number;
  /** Highest total resident memory of the build's process tree, sampled every 100 ms. */
  peakRssBytes: number;
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

/**
 * Runs `react-router build` (what `npm run build` runs) with extra environment, timing it and
 * sampling the memory of every process it starts. Fails with the build's output if it fails.
 */
export function timeBuild(env: NodeJS.ProcessEnv = {}): Promise<BuildMeasure> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn("node_modules/.bin/react-router", ["build"], {
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
      if (code === 0) resolve({ ms, peakRssBytes, output });
      else reject(new Error(`The build failed (exit ${code}):\n${output.slice(-4000)}`));
    });
  });
}
