import { defineArrayMember, defineField } from "sanity";
import { defineBlock, objectListField, requiredStringField, sectionTitleField } from "../shared/define-block.schema";
import { TAB_CONTENT_TYPES } from "./tabs.contract";

/**
 * product.md §2 service page tabs (How does it work?, Why choose, related services): sections shown one
 * at a time. Each tab holds ordinary blocks, so their anchors (#how-it-works…) still work: a link
 * to one opens its tab.
 */
export const tabsSchema = defineBlock(
  "tabs",
  "Tabs",
  [
    sectionTitleField({ description: "Optional heading above the tabs." }),
    objectListField({
      name: "panels",
      title: "Tabs",
      member: "tabPanel",
      validation: (rule) => rule.required().min(2).error("Tabs need at least two tabs."),
      fields: [
        requiredStringField("title", { title: "Tab label" }),
        defineField({
          name: "blocks",
          title: "Content",
          type: "array",
          validation: (rule) => rule.required().min(1),
          of: TAB_CONTENT_TYPES.map((type) => defineArrayMember({ type })),
        }),
      ],
      preview: {
        select: { title: "title", blocks: "blocks" },
        prepare: ({ title, blocks }) => ({ title, subtitle: `${blocks?.length ?? 0} blocks` }),
      },
    }),
  ],
  {
    preview: {
      select: { panels: "panels" },
      prepare: ({ panels }) => ({
        title: "Tabs",
        subtitle: (panels as { title?: string }[] | undefined)?.map((panel) => panel.title).join(" · "),
      }),
    },
  },
);
