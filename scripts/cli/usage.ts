/** A mistake in how a command was called. Its message says what is wrong; print USAGE with it. */
export class UsageError extends Error {
  override name = "UsageError";
}

interface Streams {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

/**
 * The start every command shares: parse the arguments; on --help print the usage (exit 0); on a
 * usage mistake print what is wrong and the usage (exit 2). Returns the arguments, or the exit code.
 */
export function parseOrExitCode<Args>(
  parse: () => { help: true } | ({ help: false } & Args),
  usage: string,
  { stdout, stderr }: Streams,
): { args: Args } | { exitCode: number } {
  try {
    const parsed = parse();
    if (parsed.help) {
      stdout.write(`${usage}\n`);
      return { exitCode: 0 };
    }
    return { args: parsed };
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    stderr.write(`Error: ${error.message}\n\n${usage}\n`);
    return { exitCode: 2 };
  }
}
