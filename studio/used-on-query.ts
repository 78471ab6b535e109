/**
 * "Used on": which published documents show a price, claim or team member on the site.
 *
 * Most uses are references (a service's packages, a claim placed in copy, an article's author).
 * Two blocks list team members by query instead of by reference, so a reference search alone
 * misses them; the rules below mirror their projections and must change when those do:
 * - the team grid (src/blocks/team-grid/team-grid.query.ts) shows every published team member;
 * - book-a-call (src/blocks/book-a-call/book-a-call.query.ts) shows every published team member
 *   with a booking link.
 * Both are judged on the published member, as the built site sees it, not on an unsaved draft.
 */

/** Documents whose page blocks render on the site (the types with a `blocks` field). */
export const PAGE_TYPES = ["page", "service", "personaPage"] as const;

/** Why a document shows the one asked about, worded for the editor. */
export type UsedOnReason = "reference" | "team grid" | "book-a-call";

export interface UsedOnDocument {
  _id: string;
  _type: string;
  title: string | null;
  path: string | null;
  reason: UsedOnReason;
}

/**
 * $id is the published id of the document asked about. `^` inside the inner query is that
 * document, so a member's booking link decides whether book-a-call blocks count. Returns null when
 * the document has never been published (nothing on the site can show it yet).
 */
export const USED_ON_QUERY = /* groq */ `*[_id == $id][0]{
  "usedOn": *[
    !(_id in path("drafts.**")) && (
      references(^._id)
      || (^._type == "teamMember" && _type in $pageTypes && (
        "teamGrid" in blocks[]._type
        || (defined(^.bookingUrl) && "bookACall" in blocks[]._type)
      ))
    )
  ]{
    _id,
    _type,
    "title": coalesce(title, heading, name, key),
    "path": select(
      _type in $pageTypes => path.current,
      _type == "article" => "/blog/" + slug.current,
      null
    ),
    "reason": select(
      references(^._id) => "reference",
      "teamGrid" in blocks[]._type => "team grid",
      "book-a-call"
    )
  } | order(_type asc, title asc)
}.usedOn`;

/** The parameters USED_ON_QUERY needs for a document id as the studio hands it over (draft or not). */
export function usedOnParams(documentId: string): { id: string; pageTypes: string[] } {
  return { id: documentId.replace(/^drafts\./, ""), pageTypes: [...PAGE_TYPES] };
}
