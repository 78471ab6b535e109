/**
 * The rules that compare a document with others (a unique address or slug, a redirect that closes a
 * loop, a service that follows its own turnaround), run by Sanity's own validator as the studio runs
 * it before publishing (validation/validator-in-studio.ts), over the embedded dataset plus the
 * versions a content release makes: one document published, drafted and in a release is one
 * document, so none of its versions may clash with another, while a different document with the
 * same address, in any version, still does.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { SanityDocument } from "sanity";
import { beforeAll, describe, expect, it } from "vitest";
import type { Finding } from "./validation/markers";
import { studioValidator } from "./validation/validator-in-studio";

const DATASET = fileURLToPath(new URL("../src/content/dataset/data.ndjson", import.meta.url));

const error = (path: string, message: string): Finding => ({ level: "error", path, message });
const SLUG_TAKEN = error("path", "Slug is already in use");

let published: Map<string, SanityDocument>;
/** A version (`drafts.<id>`, `versions.<release>.<id>`) of the published document `id`, with `changes`. */
const versionOf = (id: string, versionId: string, changes: Record<string, unknown> = {}): SanityDocument => ({
  ...published.get(id)!,
  _id: versionId,
  ...changes,
});
const redirect = (id: string, from: string, to: string): SanityDocument => ({
  ...published.get("redirect-about")!,
  _id: id,
  from,
  to,
});

let versions: Record<string, SanityDocument>;
let validate: Awaited<ReturnType<typeof studioValidator>>;
const errorsOf = async (document: SanityDocument) => (await validate(document)).filter((finding) => finding.level === "error");

beforeAll(async () => {
  const documents = (await readFile(DATASET, "utf8"))
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SanityDocument);
  published = new Map(documents.map((document) => [document._id, document]));
  versions = {
    // The about page, published, with its draft and its version in the release rSpring: one page.
    aboutDraft: versionOf("page-about-us", "drafts.page-about-us", { title: "About us (draft)" }),
    aboutInRelease: versionOf("page-about-us", "versions.rSpring.page-about-us", { title: "About us (spring)" }),
    // An article, likewise, by its slug.
    articleDraft: versionOf("article-how-long-does-seo-take", "drafts.article-how-long-does-seo-take"),
    articleInRelease: versionOf("article-how-long-does-seo-take", "versions.rSpring.article-how-long-does-seo-take"),
    // A page new in the release, at an address no other document has.
    springOffer: versionOf("page-privacy-policy", "versions.rSpring.page-spring-offer", {
      title: "Spring offer",
      path: { _type: "slug", current: "/spring-offer" },
    }),
    // /about → /about-us is published; the release turns it round, and its draft is as published.
    aboutRedirectDraft: versionOf("redirect-about", "drafts.redirect-about"),
    aboutRedirectInRelease: versionOf("redirect-about", "versions.rSpring.redirect-about", { from: "/about-us", to: "/about" }),
  };
  const stored = [...documents, ...Object.values(versions)];
  validate = await studioValidator(stored);
});

describe("one document in several versions, as a release is published", () => {
  it("finds no clash between a published page, its draft and its release version, nor for a page new in the release", async () => {
    for (const document of [
      published.get("page-about-us")!,
      versions.aboutDraft!,
      versions.aboutInRelease!,
      versions.springOffer!,
    ])
      expect({ id: document._id, errors: await errorsOf(document) }).toEqual({ id: document._id, errors: [] });
  });

  it("finds no clash between an article's slug in its published, draft and release versions", async () => {
    for (const document of [published.get("article-how-long-does-seo-take")!, versions.articleDraft!, versions.articleInRelease!])
      expect({ id: document._id, errors: await errorsOf(document) }).toEqual({ id: document._id, errors: [] });
  });

  it("takes no version of a redirect for another redirect: turned round in a release, neither it nor its draft loops", async () => {
    for (const document of [published.get("redirect-about")!, versions.aboutRedirectDraft!, versions.aboutRedirectInRelease!])
      expect({ id: document._id, errors: await errorsOf(document) }).toEqual({ id: document._id, errors: [] });
  });
});

describe("a real clash, whatever version holds it", () => {
  it("refuses another page at a published page's address, in a release", async () => {
    const other = versionOf("page-about-us", "versions.rSpring.page-about-us-again", { title: "About us again" });
    expect(await errorsOf(other)).toEqual([SLUG_TAKEN]);
  });

  it("refuses a draft of another page at the address a page new in a release has", async () => {
    const moved = versionOf("page-blog", "drafts.page-blog", { path: { _type: "slug", current: "/spring-offer" } });
    expect(await errorsOf(moved)).toEqual([SLUG_TAKEN]);
  });

  it("refuses a redirect that closes a loop with a published one, in another release and in a draft", async () => {
    const loop = error("to", "This would send visitors round in a circle: /about → /about-us → /about.");
    expect(await errorsOf(redirect("versions.rSummer.redirect-about-us", "/about-us", "/about"))).toEqual([loop]);
    expect(await errorsOf(redirect("drafts.redirect-about-us", "/about-us", "/about"))).toEqual([loop]);
  });

  it("refuses a service's release version that follows its own turnaround", async () => {
    const follows = versionOf("service-blogger-outreach", "versions.rSpring.service-blogger-outreach", {
      sameTurnaroundAs: { _type: "reference", _ref: "service-blogger-outreach" },
    });
    expect(await errorsOf(follows)).toEqual([error("sameTurnaroundAs", "A service cannot follow its own turnaround.")]);
  });
});
