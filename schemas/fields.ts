import { defineField, type SlugRule } from "sanity";
import { blockSchemas } from "../src/blocks/schemas";

const ROUTE_PATH = /^\/([a-z0-9]+(-[a-z0-9]+)*)(\/[a-z0-9]+(-[a-z0-9]+)*)*$|^\/$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The full path a page is served at, e.g. /services/blogger-outreach. */
export const routePathField = (prefixHint: string) =>
  defineField({
    name: "path",
    title: "Page address",
    type: "slug",
    description: `The page's full path, starting with "/" (e.g. ${prefixHint}). Changing it moves the page: add a redirect.`,
    validation: (rule: SlugRule) =>
      rule.required().custom((slug) => {
        const value = slug?.current;
        if (!value) return "Every page needs an address.";
        return ROUTE_PATH.test(value) ? true : 'Use "/" then lowercase words joined by hyphens, e.g. /services/seo-packages.';
      }),
  });

/** A URL segment such as an article's slug. */
export const slugField = (source: string) =>
  defineField({
    name: "slug",
    type: "slug",
    options: { source },
    validation: (rule: SlugRule) =>
      rule.required().custom((slug) =>
        !slug?.current || SLUG.test(slug.current) ? true : "Use lowercase words joined by hyphens, e.g. how-long-does-seo-take.",
      ),
  });

export const seoField = defineField({ name: "seo", title: "Search and sharing", type: "seo", validation: (rule) => rule.required() });

/** The ordered blocks a page is assembled from; every registered block type is offered. */
export const pageBlocksField = defineField({
  name: "blocks",
  title: "Page blocks",
  type: "array",
  of: blockSchemas.map((schema) => ({ type: schema.name })),
});
