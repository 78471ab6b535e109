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

export const slug = (current: string) => ({ _type: "slug", current });
export const reference = (id: string, key?: string) => ({ _type: "reference", _ref: id, ...(key ? { _key: key } : {}) });
