import { spawn } from "node:child_process";

export interface BusyCpu {
  /** Ends every worker now. */
  stop: () => void;
}

/**
 * Keeps `workers` processes busy counting, each for at most `seconds` (it ends by itself then, even
 * if the test that started it is killed), touching neither the network nor the disk: a machine
 * under load, as an editor's preview may share it with other programs.
 *
 * Each runs in a session of its own, as another program would. Linux shares the CPU between
 * sessions first (autogroups), and the preview under test runs in its own (startServerProcess
 * detaches it): workers in the test's session would only compete with the test itself.
 */
export function busyCpu({ workers, seconds }: { workers: number; seconds: number }): BusyCpu {
  const loop = `const end = Date.now() + ${seconds * 1000}; let n = 0; while (Date.now() < end) n++;`;
  const started = Array.from({ length: workers }, () =>
    spawn(process.execPath, ["-e", loop], { stdio: "ignore", detached: true }),
  );
  return {
    stop: () => {
      for (const worker of started) if (worker.exitCode === null && worker.signalCode === null) worker.kill();
    },
  };
}
