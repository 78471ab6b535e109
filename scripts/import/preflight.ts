/**
 * What `npm run import` checks before its first write: documents that arrive this way skip the
 * studio, so the build's content gate (the studio's own address and required-field rules) runs over
 * every one, with the checks only an import needs: known document types, no draft ids, and every
 * reference pointing at a document in the file or already in the target dataset.
 */
import type { SanityClient } from "@sanity/client";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkDocument } from "../../src/content/gate";
import { documentTypes } from "../../schemas";
import type { Finding } from "../../studio/validation/markers";
import { validateFileWithSanityCli } from "../../studio/validation/validator-cli";
import type { DatasetDocument } from "./dataset";

/** Sanity's own validator over a file: each document's findings by id (the studio's schema rules). */
export type SchemaValidator = (file: string) => Promise<Map<string, Finding[]>>;

/**
 * Sanity's validator CLI, offline, with the studio's schema (about 30 s: it loads the studio). The
 * CLI passes over documents without `_updatedAt` (and, as of sanity 5, a file holding only one
 * document) without a word, so it is given a copy in which every document carries its timestamps.
 */
export const sanityValidator: SchemaValidator = async (file) => {
  const dir = await mkdtemp(join(tmpdir(), "import-validate-"));
  try {
    const stamped = (await readFile(file, "utf8"))
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => {
        const document = JSON.parse(line) as Record<string, unknown>;
        const at = typeof document._updatedAt === "string" ? document._updatedAt : new Date(0).toISOString();
        return JSON.stringify({ _createdAt: at, _updatedAt: at, ...document });
      });
    const copy = join(dir, "data.ndjson");
    await writeFile(copy, `${stamped.join("\n")}\n`);
    return await validateFileWithSanityCli(copy);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

export interface ImportProblem {
  id: string;
  type: string;
  problem: string;
}

const KNOWN_TYPES = new Set<string>(documentTypes.map((type) => type.name));

/** Every `_ref` in a document, with where it sits. */
function* references(value: unknown, at: string): Generator<[string, string]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* references(item, `${at}[${index}]`);
    return;
  }
  if (typeof value !== "object" || value === null) return;
  for (const [key, child] of Object.entries(value)) {
    if (key === "_ref" && typeof child === "string") yield [at, child];
    else yield* references(child, at ? `${at}.${key}` : key);
  }
}

/** Ids the target dataset already holds, of those asked about; undefined when it cannot be asked. */
async function existingIds(client: SanityClient | undefined, ids: readonly string[]): Promise<Set<string> | undefined> {
  if (!client) return undefined;
  if (ids.length === 0) return new Set();
  // The same query the dry run's comparison uses (fetchExisting), so one shape of request reads the target.
  return new Set((await client.fetch<{ _id: string }[]>("*[_id in $ids]", { ids })).map((document) => document._id));
}

export async function findImportProblems(
  { file, documents }: { file: string; documents: readonly DatasetDocument[] },
  client: SanityClient | undefined,
  validate: SchemaValidator = sanityValidator,
): Promise<ImportProblem[]> {
  const problems: ImportProblem[] = [];
  const add = (document: DatasetDocument, problem: string) => problems.push({ id: document._id, type: document._type, problem });
  const inFile = new Set(documents.map((document) => document._id));

  // The studio's schema rules, as Sanity itself applies them (errors only; warnings do not stop an import).
  const schemaFindings = await validate(file);
  for (const document of documents)
    for (const finding of schemaFindings.get(document._id) ?? [])
      if (finding.level === "error") add(document, `${finding.path ? `${finding.path}: ` : ""}${finding.message}`);

  for (const document of documents) {
    if (/^(drafts|versions)\./.test(document._id))
      add(document, "a draft id: publish the document, or leave it out of the file.");
    if (!KNOWN_TYPES.has(document._type)) add(document, `"${document._type}" is not a document type of this project's schema.`);
    else for (const finding of checkDocument(document)) add(document, finding.rule);
  }

  const dangling = documents.flatMap((document) =>
    [...references(document, "")].filter(([, ref]) => !inFile.has(ref)).map(([at, ref]) => ({ document, at, ref })),
  );
  const present = await existingIds(client, [...new Set(dangling.map(({ ref }) => ref))]);
  for (const { document, at, ref } of dangling) {
    if (present?.has(ref)) continue;
    add(
      document,
      `${at} refers to "${ref}", which is neither in the file nor ${present ? "in the target dataset" : "checked in the target dataset (no token)"}.`,
    );
  }
  return problems;
}

export function describeProblems(problems: readonly ImportProblem[]): string {
  return problems.map(({ id, type, problem }) => `  ${id} (${type}): ${problem}`).join("\n");
}
