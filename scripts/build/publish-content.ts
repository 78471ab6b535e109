/**
 * The content a publish builds from (decision 0053): its paths and its documents summarised. From
 * the embedded dataset, when the live release recorded its lines, only the lines not seen before
 * are read and the live release's path list is patched; otherwise (the Content Lake, or a release
 * from before lines were recorded) the content is loaded whole and its paths listed, as a full
 * build does.
 */
import { dirname, join } from "node:path";
import { readContentSourceConfig } from "../../src/content/config.server";
import { summarizeDocuments, type ReleaseReads } from "./content-reads-file";
import type { DocumentSummary } from "../../src/content/sources/content-reads.server";
import { embeddedSourceName } from "../../src/content/sources/embedded-source.server";
import { createIndexedRunner } from "../../src/content/sources/groq-runner.server";
import { provideSnapshot, type Snapshot } from "../../src/content/sources/shared-snapshots.server";
import { readDatasetLines, recordDatasetLines, type DatasetLines } from "./dataset-lines";
import { loadLazyDataset } from "./lazy-dataset";
import { patchPathList } from "./path-list";

export interface PublishContent {
  paths: string[];
  documents: Record<string, DocumentSummary>;
  /** The dataset's lines, for the next publish (none from the Content Lake). */
  lines?: DatasetLines;
  /** What was read of the dataset, for the build's last line (asked once the build is done). */
  account(): string;
}

export async function publishContent(
  fromDir: string,
  clientDir: string,
  previousReads: ReleaseReads | undefined,
): Promise<PublishContent> {
  const source = readContentSourceConfig();
  const recorded = source.kind === "embedded" && previousReads ? readDatasetLines(fromDir) : undefined;
  if (source.kind === "embedded" && previousReads && recorded) {
    // The pictures beside the dataset file, as the embedded source reads them.
    const dataset = await loadLazyDataset(source.file, recorded, join(dirname(source.file), "images"));
    const runner = createIndexedRunner(dataset.index);
    // Every query of the build (the loaders' too) runs over this snapshot; its documents are read when asked for.
    provideSnapshot(
      embeddedSourceName(source.file),
      Object.defineProperty(runner, "documents", { get: () => dataset.index.documents }) as Snapshot,
    );
    const paths = patchPathList(previousReads.listed, previousReads.documents, dataset.documents, clientDir);
    return {
      paths,
      documents: dataset.documents,
      lines: dataset.lines,
      account: () =>
        `${dataset.parsed} of ${dataset.lines.lines.length} dataset lines read as new, ${dataset.readCount()} documents read when a query asked`,
    };
  }
  const { publishedSite } = await import("../../react-router.config");
  const { contentDocuments } = await import("../../src/content/fetch.server");
  const paths = await publishedSite.prerender.paths();
  const documents = summarizeDocuments((await contentDocuments()) ?? []);
  return {
    paths,
    documents,
    ...(source.kind === "embedded" ? { lines: recordDatasetLines(source.file) } : {}),
    account: () => "the content read whole",
  };
}
