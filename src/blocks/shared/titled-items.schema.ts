import { defineArrayMember, defineField } from "sanity";
import { requiredCopy } from "../../../schemas/rules/copy-validation";

/**
 * A list of short titled entries (steps, benefits); fewer than `min` is a warning. `required` when
 * the block shows nothing without them, so the studio refuses what the site would leave out.
 */
export const titledItemsField = (name: string, title: string, min: number, { required = false } = {}) =>
  defineField({
    name,
    title,
    type: "array",
    of: [
      defineArrayMember({
        name: "titledItem",
        type: "object",
        fields: [
          defineField({ name: "title", type: "string", validation: (rule) => rule.required() }),
          defineField({ name: "description", type: "richText", validation: requiredCopy }),
        ],
        preview: { select: { title: "title" } },
      }),
    ],
    validation: (rule) => [
      ...(required ? [rule.required().min(1).error(`Add at least one entry to ${title.toLowerCase()}.`)] : []),
      rule.min(min).warning(`Pages read best with at least ${min} entries.`),
    ],
  });
