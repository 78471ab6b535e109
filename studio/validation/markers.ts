/** One finding of Sanity's validator, reduced to what an editor sees: how bad, where, and what it says. */
export interface Finding {
  level: "error" | "warning" | "info";
  /** The field, e.g. `price.usd` or `blocks[_key=="faq"].items`. */
  path: string;
  message: string;
}

type PathSegment = string | number | { _key: string } | [number | "", number | ""];

/** Sanity's path array as a readable string, keyed array items written like GROQ filters. */
export function formatPath(path: readonly PathSegment[]): string {
  return path
    .map((segment, index) => {
      if (typeof segment === "string") return index === 0 ? segment : `.${segment}`;
      if (typeof segment === "number") return `[${segment}]`;
      if (Array.isArray(segment)) return `[${segment.join(":")}]`;
      return `[_key=="${segment._key}"]`;
    })
    .join("");
}

/** Findings sorted so a test can compare them regardless of the order validators finished in. */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort((a, b) => `${a.path} ${a.level} ${a.message}`.localeCompare(`${b.path} ${b.level} ${b.message}`));
}
