import { parseArgs as parseNodeArgs, type ParseArgsConfig } from "node:util";

/** A mistake in how a command was called. Its message says what is wrong; print USAGE with it. */
export class UsageError extends Error {
  override name = "UsageError";
}

/**
 * Node's own parser, with the rules every command here follows: named options only, no unknown
 * ones, and a mistake is a UsageError. The values are typed from `options`.
 */
export function parseOptions<const Options extends NonNullable<ParseArgsConfig["options"]>>(
  argv: readonly string[],
  options: Options,
) {
  try {
    return parseNodeArgs({ args: [...argv], options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
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
