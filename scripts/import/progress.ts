/**
 * Progress on stderr: a single self-rewriting bar (`[#####.....] 120/300 documents`) on a terminal,
 * a plain line at every tenth of the way (and at the end) when stderr is a file or a CI log.
 */

/** Where output goes: process.stdout / process.stderr, or a collector in tests. */
export interface Output {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface Progress {
  advance(count: number): void;
  /** Ends the bar's line (terminal) or prints the final count if it was not printed yet. */
  done(): void;
}

const BAR_WIDTH = 20;

export function createProgress(stream: Output, total: number, unit: string, label = ""): Progress {
  let current = 0;
  let lastDecile = 0;
  let drawn = false;
  let printed = 0;
  let finished = false;
  const prefix = label ? `${label} ` : "";

  const render = () => {
    const filled = total === 0 ? BAR_WIDTH : Math.floor((current / total) * BAR_WIDTH);
    stream.write(`\r${prefix}[${"#".repeat(filled)}${".".repeat(BAR_WIDTH - filled)}] ${current}/${total} ${unit}\x1b[K`);
    drawn = true;
  };
  const line = () => {
    stream.write(`${prefix}${current}/${total} ${unit}\n`);
    printed = current;
  };

  if (stream.isTTY && total > 0) render();

  return {
    advance(count) {
      if (finished) return;
      current = Math.min(total, current + count);
      if (stream.isTTY) {
        render();
        return;
      }
      const decile = Math.floor((current / total) * 10);
      if (decile > lastDecile) {
        lastDecile = decile;
        line();
      }
    },
    done() {
      if (finished) return;
      finished = true;
      if (stream.isTTY) {
        if (drawn) stream.write("\n");
      } else if (current !== printed) {
        line();
      }
    },
  };
}
