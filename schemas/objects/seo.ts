import { shareImageProblem } from "../rules/share-image";
import { defineField, defineType } from "sanity";

const META_DESCRIPTION_LIMIT = 160;
const META_DESCRIPTION_WARNING = 140;

/** What search engines and link previews show for a page. */
export const seo = defineType({
  name: "seo",
  title: "Search and sharing",
  type: "object",
  options: { collapsible: true, collapsed: false },
  fields: [
    defineField({
      name: "metaTitle",
      title: "Meta title",
      type: "string",
      description: "Shown in search results and browser tabs; the site name is added after it.",
      validation: (rule) => [rule.required(), rule.max(70).warning("Search engines cut titles past about 60 characters.")],
    }),
    defineField({
      name: "metaDescription",
      title: "Meta description",
      type: "text",
      rows: 3,
      validation: (rule) => [
        rule.required(),
        rule.max(META_DESCRIPTION_LIMIT).error(`Keep it within ${META_DESCRIPTION_LIMIT} characters.`),
        rule.max(META_DESCRIPTION_WARNING).warning(`Over ${META_DESCRIPTION_WARNING} characters: search engines may cut it.`),
      ],
    }),
    defineField({ name: "noIndex", title: "Hide from search engines", type: "boolean", initialValue: false }),
    defineField({
      name: "shareImage",
      title: "Share image",
      type: "image",
      // The preview is cut to 1200 × 630 around the hotspot, whatever shape the upload has.
      options: { hotspot: true },
      description: "Used for link previews (1200 × 630 PNG or JPG). Leave empty for the site's default card.",
      validation: (rule) => rule.custom(shareImageProblem),
    }),
  ],
});
