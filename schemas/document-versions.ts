import type { ClientPerspective } from "@sanity/client";
import { getPublishedId, getVersionFromId, isDraftId } from "sanity";

/**
 * A rule that compares a document with the others asks the Content Lake, where one document is
 * stored in up to three kinds of version: published (`<id>`), its draft (`drafts.<id>`) and one per
 * content release (`versions.<release>.<id>`). Each check must leave out every version of the
 * document it checks, not just its draft: the draft and a release's version of one page hold the
 * same address, and each would otherwise clash with the other and block the release's publishing.
 * `!sanity::versionOf($published)` in GROQ matches none of them, whether the query reads the stored
 * ids (`raw`) or a perspective's (the published id); `$published` is this.
 */
export const publishedIdOf = (document: { _id: string }): string => getPublishedId(document._id);

/**
 * The views of the other documents a rule about what goes live with this version checks it in (a
 * redirect loop): first what the site will hold once it is published, the published documents with
 * the rest of its own release where it is in one; then what the studio shows editors beside it (the
 * drafts, or the release over the drafts), so a loop that someone else's unpublished edit would
 * close is said before it is published too. Each view holds one version of each document, so two
 * versions of another document can never make a loop between them.
 */
export function viewsOnPublishing(id: string): ClientPerspective[] {
  const release = getVersionFromId(id);
  if (release) return [[release], [release, "drafts"]];
  if (isDraftId(id)) return ["published", "drafts"];
  return ["published"];
}
