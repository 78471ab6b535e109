/**
 * `npm run seed`: turns the legacy content modules into the embedded dataset
 * (src/content/dataset/data.ndjson + images/), in Sanity's export format. Deterministic: stable
 * ids, keys, image names and order, so running it twice gives byte-identical files.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { EMBEDDED_DATASET_DIR } from "../../src/content/config.server";
import { createImageStore } from "./images";
import { claims } from "./legacy/claims";
import { companyContact } from "./legacy/company-contact";
import { redirects } from "./legacy/redirects";
import { team } from "./legacy/team";
import type { LegacyArticle, LegacyPage, LegacyPersonaPage, LegacyService } from "./legacy/types";
import { loadLegacyFolder } from "./load-legacy";
import { articleDocument } from "./transform/articles";
import { claimDocuments, createReferenceResolver } from "./transform/claims";
import type { SeedContext } from "./transform/context";
import { collectPackageDocuments } from "./transform/packages";
import { pageDocument } from "./transform/pages";
import { companyContactDocument, teamMemberDocument } from "./transform/people";
import { personaDocument } from "./transform/personas";
import { everyPackageSold } from "./transform/price-displays";
import { serviceDocument, serviceDocumentId } from "./transform/services";
import { redirectDocuments } from "./transform/redirects";
import { siteSettingsDocument } from "./transform/site-settings";

/** Recorded as each seeded document's _createdAt/_updatedAt (articles use their publish date). */
const SEEDED_AT = "2026-11-01T09:00:00Z";

interface SeedDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

export async function buildDataset(outputDir: string): Promise<SeedDocument[]> {
  const imagesDir = join(outputDir, "images");
  rmSync(imagesDir, { recursive: true, force: true });
  mkdirSync(imagesDir, { recursive: true });

  const [services, personas, articles, pages] = await Promise.all([
    loadLegacyFolder<LegacyService>("services"),
    loadLegacyFolder<LegacyPersonaPage>("personas"),
    loadLegacyFolder<LegacyArticle>("articles"),
    loadLegacyFolder<LegacyPage>("pages"),
  ]);

  const context: SeedContext = {
    refs: createReferenceResolver(claims, new Map(services.map((service) => [service.url, serviceDocumentId(service.url)]))),
    images: createImageStore(imagesDir),
    serviceIdByTitle: new Map(services.map((service) => [service.title, serviceDocumentId(service.url)])),
    seededAt: SEEDED_AT,
  };
  // A page that follows another service's turnaround must have agreed with it in the old content.
  for (const service of services.filter((candidate) => candidate.sameTurnaroundAs)) {
    const source = services.find((candidate) => candidate.url === service.sameTurnaroundAs);
    if (!source || source.days !== service.days || source.turnaroundKind !== service.turnaroundKind) {
      throw new Error(`${service.url} follows the turnaround of ${service.sameTurnaroundAs}, which is missing or differs.`);
    }
  }
  // Persona pages name services by their marketing names; these are the services they mean.
  for (const [alias, title] of [
    ["SEO Outreach", "Link Packages"],
    ["Casino SEO", "iGaming SEO"],
    ["Casino SEO Outreach", "Casino Link Building"],
  ] as const) {
    const id = context.serviceIdByTitle.get(title);
    if (id) context.serviceIdByTitle.set(alias, id);
  }

  const documents: SeedDocument[] = [
    siteSettingsDocument(context),
    companyContactDocument(companyContact, context),
    ...claimDocuments(claims),
    ...collectPackageDocuments(services.map(everyPackageSold)),
    ...team.map((member, index) => teamMemberDocument(member, index + 1, context)),
    ...services.map((service) => serviceDocument(service, context)),
    ...personas.map((page) => personaDocument(page, context)),
    ...pages.map((page) => pageDocument(page, context)),
    ...articles.map((article) => articleDocument(article, context)),
    ...redirectDocuments(redirects),
  ];

  const seen = new Set<string>();
  for (const document of documents) {
    if (seen.has(document._id)) throw new Error(`Two seeded documents share the id ${document._id}.`);
    seen.add(document._id);
  }
  return documents
    .map((document) => ({
      ...document,
      _createdAt: SEEDED_AT,
      _updatedAt: (document._updatedAt as string | undefined) ?? SEEDED_AT,
    }))
    .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}

export function writeDataset(documents: readonly SeedDocument[], outputDir: string): string {
  const file = join(outputDir, "data.ndjson");
  writeFileSync(file, documents.map((document) => JSON.stringify(document)).join("\n") + "\n");
  return file;
}

function summarise(documents: readonly SeedDocument[]): string {
  const counts = new Map<string, number>();
  for (const document of documents) counts.set(document._type, (counts.get(document._type) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, count]) => `  ${type.padEnd(16)} ${count}`)
    .join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outputDir = process.argv[2] ?? EMBEDDED_DATASET_DIR;
  mkdirSync(outputDir, { recursive: true });
  const documents = await buildDataset(outputDir);
  const file = writeDataset(documents, outputDir);
  console.log(`Seeded ${documents.length} documents into ${file}:\n${summarise(documents)}`);
}
