/**
 * Edits an editor makes in the studio, applied to a dataset in export format (one document a line):
 * what the incremental build's property test (incremental.build.test.ts) publishes in random order.
 */
import fc from "fast-check";

type Document = Record<string, unknown> & { _id: string; _type: string };

export type ContentEdit =
  | { kind: "price"; pick: number; gbp: number }
  | { kind: "claim"; pick: number; wording: string }
  | { kind: "turnaround"; pick: number; days: number }
  | { kind: "articleBody"; pick: number; text: string }
  | { kind: "articleTitle"; pick: number; title: string }
  | { kind: "newArticle"; pick: number; slug: string }
  | { kind: "renameArticle"; pick: number; slug: string }
  | { kind: "deletePage"; pick: number }
  | { kind: "redirect"; from: string; to: string; permanent: boolean }
  | { kind: "siteLabel"; label: string };

/** Pages whose removal leaves a site that still builds (nothing requires them; links to them just go). */
const DELETABLE_PAGES = ["page-privacy-policy", "page-terms", "page-content-sleep-infographic", "page-thank-you"];
const REDIRECT_TARGETS = ["/about-us", "/services/blogger-outreach", "/blog", "/"];

const word = fc.stringMatching(/^[a-z]{3,10}$/);

/**
 * The edits that add or remove an address: a new article, a renamed one, a deleted page, a new
 * redirect. Both lists below offer them, in this order.
 */
const addressEdits = [
  fc.record({ kind: fc.constant("newArticle" as const), pick: fc.nat(), slug: word }),
  fc.record({ kind: fc.constant("renameArticle" as const), pick: fc.nat(), slug: word }),
  fc.record({ kind: fc.constant("deletePage" as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant("redirect" as const),
    from: word.map((text) => `/old-${text}`),
    to: fc.constantFrom(...REDIRECT_TARGETS),
    permanent: fc.boolean(),
  }),
] as const;

/** An edit that adds or removes an address. */
export const structuralEdit: fc.Arbitrary<ContentEdit> = fc.oneof(...addressEdits);

export const contentEdit: fc.Arbitrary<ContentEdit> = fc.oneof(
  fc.record({ kind: fc.constant("price" as const), pick: fc.nat(), gbp: fc.integer({ min: 1, max: 9_999 }) }),
  fc.record({ kind: fc.constant("claim" as const), pick: fc.nat(), wording: word.map((text) => `an extra ${text}`) }),
  fc.record({ kind: fc.constant("turnaround" as const), pick: fc.nat(), days: fc.integer({ min: 1, max: 60 }) }),
  fc.record({ kind: fc.constant("articleBody" as const), pick: fc.nat(), text: word }),
  // A field the lists show (the blog, the sitemap page, related articles), not only the article's page.
  fc.record({ kind: fc.constant("articleTitle" as const), pick: fc.nat(), title: word.map((text) => `Retitled ${text}`) }),
  ...addressEdits,
  fc.record({ kind: fc.constant("siteLabel" as const), label: word.map((text) => `Label ${text}`) }),
);

const ofType = (documents: Document[], type: string, where: (document: Document) => boolean = () => true) =>
  documents.filter((document) => document._type === type && where(document));

const pick = <T>(list: readonly T[], index: number): T | undefined => (list.length ? list[index % list.length] : undefined);

/** Changes `document` (when there is one) and stamps it as published at `updatedAt`. */
function touch(document: Document | undefined, updatedAt: string, change: (document: Document) => void) {
  if (!document) return;
  change(document);
  document._updatedAt = updatedAt;
}

/**
 * Sets one figure (`field.part`) on the picked document of `type` that has `field` at all: only
 * priced packages have a price ("Free" and "Tailored quote" packages have text), and only some
 * services a turnaround of their own.
 */
function setFigure(
  documents: Document[],
  updatedAt: string,
  { type, field, part }: { type: string; field: string; part: string },
  value: number,
  at: number,
) {
  touch(
    pick(
      ofType(documents, type, (document) => Boolean(document[field])),
      at,
    ),
    updatedAt,
    (document) => {
      (document[field] as Record<string, number>)[part] = value;
    },
  );
}

/** The edits that change one document where it stands. */
type InPlaceEdit = Exclude<ContentEdit, { kind: "newArticle" | "deletePage" | "redirect" }>;

/** Applies an edit that changes one existing document (none, when there is nothing to act on). */
function changeInPlace(documents: Document[], edit: InPlaceEdit, updatedAt: string): void {
  switch (edit.kind) {
    case "price":
      setFigure(documents, updatedAt, { type: "pricePackage", field: "price", part: "gbp" }, edit.gbp, edit.pick);
      break;
    case "claim":
      touch(pick(ofType(documents, "claim"), edit.pick), updatedAt, (document) => {
        document.wording = edit.wording;
      });
      break;
    case "turnaround":
      setFigure(documents, updatedAt, { type: "service", field: "turnaround", part: "days" }, edit.days, edit.pick);
      break;
    case "articleBody":
      touch(pick(ofType(documents, "article"), edit.pick), updatedAt, (document) => {
        const [first] = document.body as Array<{ children: Array<{ text: string }> }>;
        first!.children[0]!.text += ` ${edit.text}`;
      });
      break;
    case "articleTitle":
      touch(pick(ofType(documents, "article"), edit.pick), updatedAt, (document) => {
        document.title = edit.title;
      });
      break;
    case "renameArticle": {
      // A new address for an existing article: its old one goes (and is sent home), the lists follow.
      const slug = `renamed-${edit.slug}`;
      if (!documents.some((document) => (document.slug as { current?: string } | undefined)?.current === slug))
        touch(pick(ofType(documents, "article"), edit.pick), updatedAt, (document) => {
          document.slug = { _type: "slug", current: slug };
        });
      break;
    }
    case "siteLabel":
      touch(pick(ofType(documents, "siteSettings"), 0), updatedAt, (document) => {
        const [first] = document.mainNavigation as Array<{ label: string }>;
        first!.label = edit.label;
      });
      break;
  }
}

/** The documents after an edit that adds or removes one: a new article, a deleted page, a new redirect. */
function addOrRemove(documents: Document[], edit: Exclude<ContentEdit, InPlaceEdit>, updatedAt: string): Document[] {
  switch (edit.kind) {
    case "newArticle": {
      const model = pick(ofType(documents, "article"), edit.pick);
      const id = `article-new-${edit.slug}`;
      if (!model || documents.some((document) => document._id === id)) return documents;
      return [
        ...documents,
        {
          ...structuredClone(model),
          _id: id,
          title: `New article ${edit.slug}`,
          slug: { _type: "slug", current: `new-article-${edit.slug}` },
          _createdAt: updatedAt,
          _updatedAt: updatedAt,
        },
      ];
    }
    case "deletePage": {
      const present = DELETABLE_PAGES.filter((id) => documents.some((document) => document._id === id));
      const gone = pick(present, edit.pick);
      return documents.filter((document) => document._id !== gone);
    }
    case "redirect": {
      const id = `redirect-new${edit.from.replace(/\//g, "-")}`;
      return [
        ...documents.filter((document) => document._id !== id),
        {
          _id: id,
          _type: "redirect",
          from: edit.from,
          to: edit.to,
          permanent: edit.permanent,
          _createdAt: updatedAt,
          _updatedAt: updatedAt,
        },
      ];
    }
  }
}

/**
 * The dataset after `edit`, published at `updatedAt` (what Sanity stamps on a published change).
 * An edit with nothing to act on (every deletable page already gone) changes nothing.
 */
export function applyEdit(ndjson: string, edit: ContentEdit, updatedAt: string): string {
  const documents = ndjson
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Document);
  let result = documents;
  if (edit.kind === "newArticle" || edit.kind === "deletePage" || edit.kind === "redirect")
    result = addOrRemove(documents, edit, updatedAt);
  else changeInPlace(documents, edit, updatedAt);
  return `${result.map((document) => JSON.stringify(document)).join("\n")}\n`;
}
