import {
  defineArrayMember,
  defineField,
  defineType,
  type ArrayDefinition,
  type FieldDefinition,
  type ObjectDefinition,
  type PreviewConfig,
  type StringRule,
} from "sanity";

/**
 * A block's Sanity object type: its `_type`, the name editors see, its fields, and anything else
 * (preview, description). Every block schema is one of these, so they read alike and differ only
 * where the blocks do.
 */
export function defineBlock<const Name extends string>(
  name: Name,
  title: string,
  fields: FieldDefinition[],
  rest: Omit<ObjectDefinition, "name" | "title" | "type" | "fields"> = {},
): ObjectDefinition & { name: Name } {
  return { ...defineType({ name, title, type: "object", fields, ...rest }), name };
}

interface StringFieldOptions {
  title?: string;
  description?: string;
  initialValue?: string;
}

/** A line of text editors must fill in: a heading, a question, a label, a figure. */
export function requiredStringField(name: string, options: StringFieldOptions = {}) {
  return defineField({ name, type: "string", ...options, validation: (rule: StringRule) => rule.required() });
}

/** The heading most blocks open with; a new block starts with `initialValue`. */
export function sectionTitleField(options: StringFieldOptions & { required?: boolean } = {}) {
  const { required, ...rest } = options;
  return required ? requiredStringField("title", rest) : defineField({ name: "title", type: "string", ...rest });
}

/** A sentence or two under the heading. */
export const sectionIntroField = defineField({ name: "intro", type: "text", rows: 2 });

/**
 * A list of small objects (questions, logos, tabs, steps): each entry an object type named
 * `member` with its own fields and preview. `validation` is the list's own rule (how many entries).
 */
export function objectListField({
  name,
  title,
  member,
  fields,
  preview,
  validation,
}: {
  name: string;
  title?: string;
  member: string;
  fields: FieldDefinition[];
  preview: PreviewConfig;
  validation?: ArrayDefinition["validation"];
}) {
  return defineField({
    name,
    ...(title ? { title } : {}),
    type: "array",
    of: [defineArrayMember({ name: member, type: "object", fields, preview })],
    ...(validation ? { validation } : {}),
  });
}

/** A short introduction under the heading that may hold links (rich text). */
export const sectionRichIntroField = defineField({
  name: "intro",
  type: "richText",
  description: "A few words under the heading (links allowed).",
});
