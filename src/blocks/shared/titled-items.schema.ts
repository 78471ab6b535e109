import { defineField } from "sanity";
import { objectListField, requiredStringField } from "./define-block.schema";
import { requiredCopy } from "../../lib/copy-validation.schema";

/**
 * A list of short titled entries (steps, benefits); fewer than `min` is a warning. `required` when
 * the block shows nothing without them, so the studio refuses what the site would leave out.
 */
export const titledItemsField = (name: string, title: string, min: number, { required = false } = {}) =>
  objectListField({
    name,
    title,
    member: "titledItem",
    fields: [requiredStringField("title"), defineField({ name: "description", type: "richText", validation: requiredCopy })],
    preview: { select: { title: "title" } },
    validation: (rule) => [
      ...(required ? [rule.required().min(1).error(`Add at least one entry to ${title.toLowerCase()}.`)] : []),
      rule.min(min).warning(`Pages read best with at least ${min} entries.`),
    ],
  });
