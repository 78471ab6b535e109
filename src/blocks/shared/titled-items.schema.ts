import { defineArrayMember, defineField } from "sanity";
import { requiredCopy } from "../../../schemas/rules/copy-validation";

/** A list of short titled entries (steps, benefits), at least `min` of them. */
export const titledItemsField = (name: string, title: string, min: number) =>
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
    validation: (rule) => rule.min(min).warning(`Pages read best with at least ${min} entries.`),
  });
