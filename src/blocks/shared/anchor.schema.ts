import type { StringRule } from "sanity";

/**
 * A section's #address, shared by every block that has one, so links such as /about-us#who-we-are
 * follow one pattern and editors get one plain message rather than a regular expression.
 */
export const anchorRule = (rule: StringRule) =>
  rule.regex(/^[a-z][a-z0-9-]*$/, { name: "anchor" }).error("Use lowercase letters, digits and hyphens, starting with a letter.");
