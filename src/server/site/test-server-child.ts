import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface ServerProcess {
  child: ChildProcess;
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
}

/** Starts test-server-process.ts as a child process on loopback, resolving once it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", fileURLToPath(new URL("./test-server-process.ts", import.meta.url))],
    {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      const match = /LISTENING (\S+)/.exec(chunk.toString());
      if (match) resolve(match[1]!);
    });
    void exited.then(() => reject(new Error("the server process ended before listening")));
  });
  return { child, url, exited };
}
