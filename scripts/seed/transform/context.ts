import type { Page } from "../../../src/content/generated/sanity.types";
import type { ImageStore } from "../images";
import { createKeyFactory, type KeyFactory } from "../keys";
import type { ReferenceResolver } from "../portable-text";

/** What every transform needs: stable keys per document, claim ids and the image store. */
export interface SeedContext {
  refs: ReferenceResolver;
  images: ImageStore;
  /** Document ids by legacy service title, for cards that list services by name. */
  serviceIdByTitle: Map<string, string>;
  /** The timestamp recorded on seeded documents, fixed so the dataset is reproducible. */
  seededAt: string;
}

export interface DocumentBuilder {
  id: string;
  key: KeyFactory;
}

export function documentBuilder(id: string): DocumentBuilder {
  return { id, key: createKeyFactory(id) };
}

/** "/services/blogger-outreach" → "services-blogger-outreach"; "/" → "home". */
export function idFromPath(path: string): string {
  return path === "/" ? "home" : path.replace(/^\//, "").replaceAll("/", "-");
}

/**
 * A document as the seed writes it, checked against the type Sanity TypeGen generates from the
 * studio's schema: a renamed or retyped field fails typecheck here, not at dataset validation.
 * Sanity adds `_rev`; `_createdAt`/`_updatedAt` are stamped on every document in one place.
 */
export type Seeded<Doc extends { _id: string }> = Omit<Doc, "_rev" | "_createdAt" | "_updatedAt">;

/** The blocks of a page, service or persona page (one schema field, `pageBlocks`, for all three). */
export type SeededBlocks = NonNullable<Page["blocks"]>;
export type SeededBlock = SeededBlocks[number];

/** The blocks a page has, leaving out the ones its legacy content has no material for. */
export const presentBlocks = (blocks: (SeededBlock | undefined)[]): SeededBlocks => blocks.filter((block) => block !== undefined);

export const reference = (id: string, key: string) => ({ _type: "reference" as const, _ref: id, _key: key });

/**
 * The id of the service a page names by its legacy title (or a persona page by its marketing
 * name). `namedBy` starts the error when no service module provides it: "A page lists the service".
 */
export function serviceIdFor(context: SeedContext, title: string, namedBy: string): string {
  const id = context.serviceIdByTitle.get(title);
  if (!id) throw new Error(`${namedBy} "${title}", which no service module provides.`);
  return id;
}

/** A reference, as a member of a list (`key`), to the service named `title` (see serviceIdFor). */
export const serviceReference = (context: SeedContext, title: string, key: string, namedBy: string) =>
  reference(serviceIdFor(context, title, namedBy), key);

/** A reference in a single field (not an array member), so without a `_key`. */
export const fieldReference = (id: string) => ({ _type: "reference" as const, _ref: id });

export const slug = (current: string) => ({ _type: "slug" as const, current });
