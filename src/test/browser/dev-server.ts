import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { join } from "node:path";

/**
 * The project's own copy of a command-line tool. Called directly, not through `npx`, which costs
 * each call about 0.4 CPU-seconds more (a test polling `npm run enquiries` calls it a dozen times).
 */
export const projectTool = (tool: string): string => join(process.cwd(), "node_modules", ".bin", tool);

/** A port nobody is listening on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The environment minus vitest's markers, which would make vite.config.ts leave out the app plugins. */
export function withoutVitest(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => !name.startsWith("VITEST") && name !== "TEST" && name !== "NODE_ENV"),
  );
}

export interface DevServer {
  url: string;
  stop: () => Promise<void>;
}

export interface DevServerOptions {
  /** Vite's mode (`--mode`), if not the default. */
  mode?: string;
  /** Settings added to this process's environment (VITE_*, SANITY_*, NODE_OPTIONS...). */
  env?: Record<string, string>;
  /** A path that answers `readyStatus` only once the server runs as asked: proof of the mode, not just of Vite. */
  readyPath: string;
  /** What `readyPath` answers when the server is ready (200 unless said). */
  readyStatus?: number;
  /** What the server is called in errors. */
  name: string;
  /** The port to listen on, when something built beforehand must know the address; else a free one. */
  port?: number;
}

/**
 * Starts `react-router dev` (the Vite dev server) on a free port and resolves when `readyPath`
 * answers. `stop` ends the server and everything it started.
 */
async function startDevServer({ mode, ...options }: DevServerOptions): Promise<DevServer> {
  const port = options.port ?? (await freePort());
  return startServerProcess({
    ...options,
    port,
    command: [
      projectTool("react-router"),
      "dev",
      ...(mode ? ["--mode", mode] : []),
      "--host",
      "127.0.0.1",
      "--port",
      String(port),
      "--strictPort",
    ],
  });
}

/**
 * Starts `command` (a server listening on `port`) in a process group of its own and resolves when
 * `readyPath` answers `readyStatus`; `stop` ends it and everything it started. `readyWithinMs`
 * allows for a server that builds before it listens.
 */
export async function startServerProcess({
  command: [program, ...args],
  env = {},
  readyPath,
  readyStatus = 200,
  name,
  port,
  readyWithinMs = 90_000,
  cwd,
}: Omit<DevServerOptions, "mode" | "port"> & {
  command: string[];
  port: number;
  readyWithinMs?: number;
  /** The project it runs in: this one unless a test works on a scratch copy. */
  cwd?: string;
}): Promise<DevServer> {
  const url = `http://127.0.0.1:${port}`;
  // Its own process group, so stopping it also stops the processes under it.
  const child: ChildProcess = spawn(program!, args, {
    cwd,
    env: { ...withoutVitest(process.env), ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`${name} exited (${code}):\n${output}`))),
  );

  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    process.kill(-child.pid, "SIGTERM");
    const stopped = await Promise.race([
      gone.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]);
    // A group that ignores SIGTERM for 5 s is killed, so no test leaves a server behind.
    if (!stopped) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // Gone in the meantime.
      }
    }
  };

  const deadline = Date.now() + readyWithinMs;
  const ready = (async () => {
    while (Date.now() < deadline) {
      try {
        const response = await fetch(`${url}${readyPath}`);
        if (response.status === readyStatus) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${name} did not answer on ${url} within ${readyWithinMs / 1000} s:\n${output}`);
  })();
  try {
    await Promise.race([ready, exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  exited.catch(() => {}); // stopping it later is expected
  return { url, stop };
}

/**
 * `npm run dev:mock`: the dev server in mode "mock", with the in-browser stand-in for the agency's
 * back end. `env` adds build-time settings (VITE_*).
 */
export function startMockDevServer(env: Record<string, string> = {}): Promise<DevServer> {
  // The worker script is served by the mock plugin only.
  return startDevServer({ mode: "mock", env, readyPath: "/mockServiceWorker.js", name: "dev:mock" });
}
