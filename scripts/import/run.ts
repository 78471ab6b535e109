/**
 * `npm run import`: the embedded dataset into a Sanity project. Images are uploaded first (once
 * each), then documents are written with createOrReplace in transactions. Only the ids in the file
 * are written and nothing is deleted, so the command never touches documents it did not create and
 * can be run again at any time, including after a failure, to finish the job.
 */
import { createClient, type SanityClient } from "@sanity/client";
import { SANITY_API_VERSION } from "../../src/content/config.server";
import { parseOrExitCode } from "../cli/usage";
import { parseArgs, USAGE, type ImportArgs } from "./args";
import { checkImagesExist, collectImages, linkImages, predictImageIds, uploadImages, type LocalImage } from "./assets";
import { BatchWriteError, chunk, writeInBatches } from "./batches";
import { datasetFileFromEnv, readDataset, type Dataset, type DatasetDocument } from "./dataset";
import { compareDocument, fetchExisting, type Verdict } from "./diff";
import { planWrites } from "./order";
import { describeProblems, findImportProblems, sanityValidator, type SchemaValidator } from "./preflight";
import { createProgress, type Output, type Progress } from "./progress";

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  stdout?: Output;
  stderr?: Output;
  /** Sanity's validator over the file; tests pass a stand-in (the real one takes about 30 s). */
  validate?: SchemaValidator;
}

/** Runs the command and returns its exit code: 0 done, 1 failed, 2 called wrongly. */
export async function runImport(argv: readonly string[], options: RunOptions = {}): Promise<number> {
  const {
    env = process.env,
    cwd = process.cwd(),
    stdout = process.stdout,
    stderr = process.stderr,
    validate = sanityValidator,
  } = options;

  const parsed = parseOrExitCode<ImportArgs>(() => parseArgs(argv), USAGE, { stdout, stderr });
  if ("exitCode" in parsed) return parsed.exitCode;
  const { args } = parsed;

  const token = env.SANITY_WRITE_TOKEN?.trim() || undefined;
  if (!token && !args.dryRun) {
    stderr.write(
      `Error: SANITY_WRITE_TOKEN is not set. Create a token with Editor rights for project ${args.projectId} ` +
        `(https://www.sanity.io/manage/project/${args.projectId}/api#tokens) and run:\n` +
        `  SANITY_WRITE_TOKEN=… npm run import -- --project ${args.projectId} --dataset ${args.dataset}\n` +
        `or add --dry-run to see what would be written without a token.\n`,
    );
    return 2;
  }

  let progress: Progress | undefined;
  try {
    const dataset = await readDataset(datasetFileFromEnv(env, cwd));
    const images = collectImages(dataset.documents, dataset.dir);
    await checkImagesExist(images);
    const client = token
      ? createClient({ projectId: args.projectId, dataset: args.dataset, apiVersion: SANITY_API_VERSION, token, useCdn: false })
      : undefined;
    const target = `project ${args.projectId}, dataset ${args.dataset}`;

    // Everything is checked before the first write: a failed check leaves the target untouched.
    stderr.write(
      `Checking ${count(dataset.documents.length, "document")} before writing (Sanity's validator takes about 30 s)…\n`,
    );
    const problems = await findImportProblems(dataset, client, validate);
    if (problems.length) {
      const listed = `${count(problems.length, "problem")} in ${dataset.file}:\n${describeProblems(problems)}\n`;
      if (!args.force && !args.dryRun) {
        stderr.write(`Error: nothing was imported: ${listed}Fix them, or run again with --force to import anyway.\n`);
        return 1;
      }
      stderr.write(
        `Warning: ${listed}${args.dryRun ? "An import would stop here (unless --force).\n" : "Importing anyway (--force).\n"}`,
      );
    }

    if (args.dryRun) return await dryRun(dataset, images, client, target, stdout, stderr);

    stderr.write(
      `Importing ${count(dataset.documents.length, "document")} and ${count(images.length, "image")} from ${dataset.file} into ${target}.\n`,
    );
    progress = createProgress(stderr, images.length, "images", "Uploading");
    const assetIds = await uploadImages(client!, images, progress);
    const documents = dataset.documents.map((document) => linkImages(document, assetIds));
    const plan = planWrites(documents);

    progress = createProgress(stderr, documents.length, "documents", "Writing");
    const firstProgress = progress;
    try {
      await writeInBatches(client!, plan.first, args.batchSize, (n) => firstProgress.advance(n));
    } catch (error) {
      if (!(error instanceof BatchWriteError)) throw error;
      progress.done();
      stderr.write(
        `Error: ${error.message}\n${error.writtenBefore} of ${count(documents.length, "document")} ${wasWere(error.writtenBefore)} written before it. ${RESUME_ADVICE}\n`,
      );
      return 1;
    }
    progress.done();

    if (plan.second.length) {
      // Only when references form a cycle: see order.ts.
      try {
        await writeInBatches(client!, plan.second, args.batchSize);
      } catch (error) {
        if (!(error instanceof BatchWriteError)) throw error;
        stderr.write(
          `Error: ${error.message}\nAll ${documents.length} documents were written, but ${plan.second.length - error.writtenBefore} of the ` +
            `${plan.second.length} written with a weakened reference (circular references) still need writing again. ${RESUME_ADVICE}\n`,
        );
        return 1;
      }
    }

    const batches = chunk(plan.first, args.batchSize).length + chunk(plan.second, args.batchSize).length;
    stdout.write(
      `Imported ${count(documents.length, "document")} in ${count(batches, "transaction")} and ${count(images.length, "image")} into ${target}.\n`,
    );
    return 0;
  } catch (error) {
    progress?.done();
    stderr.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

const RESUME_ADVICE =
  "Nothing was deleted. Every write is a createOrReplace of an id from the file, so running the same command again resumes safely.";

const VERDICT_LABELS: Record<Verdict, string> = { create: "would create ", replace: "would replace", unchanged: "unchanged    " };

async function dryRun(
  dataset: Dataset,
  images: readonly LocalImage[],
  client: SanityClient | undefined,
  target: string,
  stdout: Output,
  stderr: Output,
): Promise<number> {
  const summaryTail = `${count(images.length, "image")} would be uploaded. Dry run: nothing was written.`;
  if (!client) {
    stderr.write("SANITY_WRITE_TOKEN is not set, so the comparison with the live dataset was skipped.\n");
    for (const document of dataset.documents) stdout.write(`would write   ${document._id}\n`);
    stdout.write(`${count(dataset.documents.length, "document")} would be written to ${target}; ${summaryTail}\n`);
    return 0;
  }

  stderr.write(`Comparing ${count(dataset.documents.length, "document")} from ${dataset.file} with ${target}.\n`);
  const assetIds = await predictImageIds(images);
  const documents: DatasetDocument[] = dataset.documents.map((document) => linkImages(document, assetIds));
  let existing: Map<string, Record<string, unknown>>;
  try {
    existing = await fetchExisting(
      client,
      documents.map((document) => document._id),
    );
  } catch (error) {
    stderr.write(`Error: reading the documents from ${target} failed: ${(error as Error).message}\n`);
    return 1;
  }
  const totals: Record<Verdict, number> = { create: 0, replace: 0, unchanged: 0 };
  for (const document of documents) {
    const verdict = compareDocument(document, existing.get(document._id));
    totals[verdict]++;
    stdout.write(`${VERDICT_LABELS[verdict]} ${document._id}\n`);
  }
  stdout.write(
    `${totals.create} to create, ${totals.replace} to replace, ${totals.unchanged} unchanged in ${target}; ${summaryTail}\n`,
  );
  return 0;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

function wasWere(n: number): string {
  return n === 1 ? "was" : "were";
}
