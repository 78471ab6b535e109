import { stegaClean } from "@sanity/client/stega";
import { fetch } from "../fetch.server";
import {
  currentPreviewPerspective,
  describePreviewPerspective,
  releasesIn,
  type PreviewPerspective,
} from "./preview-perspective.server";

/**
 * A content release is a document of its own (`_.releases.<id>`, type `system.release`) whose
 * `metadata.title` is the name editors gave it in the studio; its id is a generated one
 * (`rA1b2C3d4`) that nobody in the studio sees. A perspective that stacks releases can read them.
 */
const RELEASE_TITLES_QUERY = /* groq */ `*[_type == "system.release" && _id in $ids]{ _id, "title": metadata.title }`;
const RELEASE_PREFIX = "_.releases.";

/** The titles of the releases `perspective` stacks, by release id; a release without one is left out. */
async function releaseTitlesIn(perspective: PreviewPerspective): Promise<Map<string, string>> {
  const releases = releasesIn(perspective);
  if (releases.length === 0) return new Map();
  const found = (await fetch(RELEASE_TITLES_QUERY, { ids: releases.map((release) => `${RELEASE_PREFIX}${release}`) })) as
    { _id: string; title: unknown }[] | null;
  const titles = new Map<string, string>();
  for (const { _id, title } of found ?? []) {
    // In the preview the client encodes visible strings for the overlays; the banner is not one.
    const text = typeof title === "string" ? stegaClean(title).trim() : "";
    if (text && _id.startsWith(RELEASE_PREFIX)) titles.set(_id.slice(RELEASE_PREFIX.length), text);
  }
  return titles;
}

/**
 * What the preview's banner says the page shows (decision 0024): the perspective of the request being
 * rendered (drafts when none is set), each release named by its title. A release whose title cannot
 * be read is named by its id, as before titles were read: the banner never stops a page.
 */
export async function whatThePreviewShows(): Promise<string> {
  const perspective = currentPreviewPerspective() ?? "drafts";
  const titles = await releaseTitlesIn(perspective).catch(() => new Map<string, string>());
  return describePreviewPerspective(perspective, titles);
}
