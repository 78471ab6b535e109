import { SANITY_API_VERSION } from "../src/content/api-version";
import { defineField, type SlugRule, type SlugValidationContext } from "sanity";
import { blockSchemas } from "../src/blocks/blocks";
import { routePathProblem, slugProblem } from "../src/lib/addresses/address-rules";
import { publishedIdOf } from "./document-versions";

/**
 * A slug must be unique among documents of its own type: another document, in any of its versions
 * (published, draft or in a release), may not hold it, while every version of this one may (they are
 * one page). That is Sanity's own rule, read from the stored documents (`raw`). The check asks the
 * Content Lake; where it cannot be reached (offline validation of a dataset file) it cannot decide
 * and lets the value pass: the embedded dataset's uniqueness is asserted by src/content/content.test.ts
 * instead, and studio/validation-rules.test.ts and studio/validation-across-versions.test.ts check
 * this rule as the studio runs it, groq-js playing the Content Lake.
 */
async function isUniqueWithinType(slug: string, context: SlugValidationContext): Promise<boolean> {
  const { document, getClient, path } = context;
  const field = String(path?.[0] ?? "slug");
  if (!document || !/^[a-zA-Z_]+$/.test(field)) return true;
  try {
    const clash = await getClient({ apiVersion: SANITY_API_VERSION })
      .withConfig({ perspective: "raw" })
      .fetch<string | null>(`*[_type == $type && ${field}.current == $slug && !sanity::versionOf($published)][0]._id`, {
        type: document._type,
        slug,
        published: publishedIdOf(document),
      });
    return !clash;
  } catch {
    return true;
  }
}

/** The full path a page is served at, e.g. /services/blogger-outreach. */
export const routePathField = (prefixHint: string) =>
  defineField({
    name: "path",
    title: "Page address",
    type: "slug",
    description: `The page's full path, starting with "/" (e.g. ${prefixHint}). Changing it moves the page: add a redirect.`,
    options: { isUnique: isUniqueWithinType },
    validation: (rule: SlugRule) =>
      rule.required().custom((slug) => {
        const value = slug?.current;
        if (!value) return "Every page needs an address.";
        return routePathProblem(value) ?? true;
      }),
  });

/** A URL segment such as an article's slug, generated from a field or from the whole document. */
export const slugField = (source: string | ((document: Record<string, unknown>) => string)) =>
  defineField({
    name: "slug",
    type: "slug",
    options: { source, isUnique: isUniqueWithinType },
    validation: (rule: SlugRule) =>
      rule.required().custom((slug) => (!slug?.current ? true : (slugProblem(slug.current) ?? true))),
  });

export const seoField = defineField({
  name: "seo",
  title: "Search and sharing",
  type: "seo",
  validation: (rule) => rule.required(),
});

/** The ordered blocks a page is assembled from; every registered block type is offered. */
export const pageBlocksField = defineField({
  name: "blocks",
  title: "Page blocks",
  type: "array",
  of: blockSchemas.map((schema) => ({ type: schema.name })),
  // A page with no blocks would publish as a bare heading; the build's content gate refuses it too.
  validation: (rule) => rule.required().min(1),
});
