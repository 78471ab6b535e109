/** Command-line arguments of `npm run import`. */
import { UsageError } from "../cli/usage";

export const DEFAULT_BATCH_SIZE = 50;

export const USAGE = `Usage: npm run import -- --project ID --dataset NAME [--dry-run] [--batch-size N] [--force]

Imports the embedded dataset (src/content/dataset/) into a Sanity project.

  --project ID      Sanity project id (required)
  --dataset NAME    dataset to write to, e.g. production (required)
  --dry-run         write nothing; compare with the live dataset and list what would change
  --batch-size N    documents per transaction (default ${DEFAULT_BATCH_SIZE})
  --force           import even when the checks before writing find problems (they are listed)
  --help            show this message

Before the first write, every document is checked: known types, no draft ids, valid addresses,
redirects and links, required fields, and references that exist in the file or the target dataset.
Any problem stops the import with nothing written (unless --force).

The token comes from SANITY_WRITE_TOKEN (a token with Editor rights). EMBEDDED_DATASET_FILE
imports another data.ndjson instead of the embedded one.`;

export interface ImportArgs {
  projectId: string;
  dataset: string;
  dryRun: boolean;
  batchSize: number;
  /** Import even when the pre-flight checks find problems. */
  force: boolean;
}

export type ParsedArgs = ({ help: false } & ImportArgs) | { help: true };

export { UsageError };

const VALUE_OPTIONS = ["--project", "--dataset", "--batch-size"] as const;
const FLAG_OPTIONS = ["--dry-run", "--force", "--help"] as const;
type ValueOption = (typeof VALUE_OPTIONS)[number];

// The rules @sanity/client and the Content Lake apply, checked here so the message can say so.
// Exported for the other commands that name a project and dataset (scripts/webhook/).
export const PROJECT_ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
export const DATASET_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const values = new Map<ValueOption, string>();
  const flags = new Set<string>();

  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    const [name, inlineValue] = splitOption(arg);
    if ((FLAG_OPTIONS as readonly string[]).includes(name)) {
      if (inlineValue !== undefined) throw new UsageError(`${name} takes no value (got "${arg}").`);
      flags.add(name);
      continue;
    }
    if ((VALUE_OPTIONS as readonly string[]).includes(name)) {
      const option = name as ValueOption;
      let value = inlineValue;
      if (value === undefined) {
        const next = argv[index + 1];
        if (next === undefined || next.startsWith("--")) throw new UsageError(`${option} needs a value.`);
        value = next;
        index++;
      }
      if (values.has(option)) throw new UsageError(`${option} is given more than once.`);
      values.set(option, value.trim());
      continue;
    }
    if (arg.startsWith("-")) throw new UsageError(`Unknown option "${arg}".`);
    throw new UsageError(`Unexpected argument "${arg}". Options are written --name value.`);
  }

  if (flags.has("--help")) return { help: true };

  const projectId = values.get("--project");
  const dataset = values.get("--dataset");
  const missing = [projectId ? undefined : "--project", dataset ? undefined : "--dataset"].filter(Boolean);
  if (missing.length) throw new UsageError(`Missing ${missing.join(" and ")}.`);
  if (!PROJECT_ID_PATTERN.test(projectId!)) {
    throw new UsageError(`"${projectId}" is not a Sanity project id: it uses lower-case letters, digits and dashes only.`);
  }
  if (!DATASET_PATTERN.test(dataset!)) {
    throw new UsageError(
      `"${dataset}" is not a valid dataset name: lower-case letters, digits, "_" and "-", starting with a letter or digit, at most 64 characters.`,
    );
  }

  const batchSizeText = values.get("--batch-size");
  let batchSize = DEFAULT_BATCH_SIZE;
  if (batchSizeText !== undefined) {
    if (!/^\d+$/.test(batchSizeText) || Number(batchSizeText) < 1) {
      throw new UsageError(`--batch-size must be a whole number of at least 1 (got "${batchSizeText}").`);
    }
    batchSize = Number(batchSizeText);
  }

  return {
    help: false,
    projectId: projectId!,
    dataset: dataset!,
    dryRun: flags.has("--dry-run"),
    batchSize,
    force: flags.has("--force"),
  };
}

function splitOption(arg: string): [string, string | undefined] {
  if (!arg.startsWith("--")) return [arg, undefined];
  const equals = arg.indexOf("=");
  return equals === -1 ? [arg, undefined] : [arg.slice(0, equals), arg.slice(equals + 1)];
}
