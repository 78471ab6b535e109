import type { ExprNode, FilterNode } from "groq-js";
import { MONTH_PREFIX_LENGTH } from "../published-month";
import { COMPARED_FIELDS, PUBLISHED_MONTH, type ComparedField, type IndexedField } from "./indexed-fields";

/** Where a lookup's wanted values come from: written in the query, or a parameter read per call. */
type WantedValues = { kind: "literal"; values: readonly string[] } | { kind: "parameter"; name: string; many: boolean };

/**
 * One `&&` conjunct an index can answer: `field == value`, `field in [values]`, or
 * `string::startsWith(publishedAt, month)`.
 */
export interface IndexLookup {
  field: IndexedField;
  wanted: WantedValues;
  /**
   * The length every wanted value must have for the index to answer (a prefix of any other
   * length is not a month: that call is left to the scan).
   */
  valueLength?: number;
}

/**
 * A `*[…]` whose base has been replaced by a parameter: at each call the runner passes, under
 * `parameter`, the documents one of `lookups` selects (or every document when none can be used).
 */
export interface IndexedFilterSite {
  parameter: string;
  lookups: readonly IndexLookup[];
}

export interface IndexedPlan {
  tree: ExprNode;
  sites: readonly IndexedFilterSite[];
}

/**
 * A name no GROQ text can spell (`$` names are identifiers), so it never meets a caller's
 * parameter.
 */
const siteParameter = (index: number) => `\u0000indexed-candidates-${index}`;

/**
 * Rewrites every `*[filter]` whose filter has a top-level `&&` conjunct on `_type`, `_id`,
 * `slug.current` or `path.current` compared with a literal or a `$parameter`, or a
 * `string::startsWith(publishedAt, …)` with one, so that it filters
 * only the documents that conjunct can match instead of scanning all of them. The filter itself is
 * kept and still runs over those documents, so the result is what the scan would give; a conjunct
 * that compares with anything else (`^._id`, another field, a function) is left to the scan.
 * Returns a new tree; the parsed one is not changed.
 */
export function planIndexedFilters(tree: ExprNode): IndexedPlan {
  const sites: IndexedFilterSite[] = [];
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!isNode(node)) return node;
    // A literal's value is data, not syntax: never walk into it.
    if (node.type === "Value") return node;
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node)) copy[key] = rewrite(child);
    if (node.type !== "Filter" || (node as FilterNode).base.type !== "Everything") return copy;
    const lookups = conjunctsOf((node as FilterNode).expr).flatMap((conjunct) => lookupFor(conjunct) ?? []);
    if (lookups.length === 0) return copy;
    const parameter = siteParameter(sites.length);
    sites.push({ parameter, lookups });
    return { ...copy, base: { type: "Parameter", name: parameter } };
  };
  return { tree: rewrite(tree) as ExprNode, sites };
}

function isNode(value: unknown): value is { type: string } {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";
}

/** `a && (b && c)` → [a, b, c]; parentheses do not change a conjunction. */
function conjunctsOf(expr: ExprNode): ExprNode[] {
  if (expr.type === "And") return [...conjunctsOf(expr.left), ...conjunctsOf(expr.right)];
  if (expr.type === "Group") return conjunctsOf(expr.base);
  return [expr];
}

function lookupFor(conjunct: ExprNode): IndexLookup | undefined {
  if (conjunct.type === "FuncCall") return monthLookupFor(conjunct);
  if (conjunct.type !== "OpCall") return undefined;
  if (conjunct.op === "==") {
    // Equality is symmetric: `"x" == _type` is the same test as `_type == "x"`.
    for (const [attribute, other] of [
      [conjunct.left, conjunct.right],
      [conjunct.right, conjunct.left],
    ] as const) {
      const field = indexedFieldOf(attribute);
      const wanted = field && singleValue(other);
      if (field && wanted) return { field, wanted };
    }
    return undefined;
  }
  if (conjunct.op === "in") {
    const field = indexedFieldOf(conjunct.left);
    const wanted = field && valueList(conjunct.right);
    return field && wanted ? { field, wanted } : undefined;
  }
  return undefined;
}

/**
 * `string::startsWith(publishedAt, "2026-11")`: true exactly for the documents whose string
 * `publishedAt` has that month as its first seven characters, so the month index answers it when
 * the prefix is seven characters long.
 */
function monthLookupFor(call: Extract<ExprNode, { type: "FuncCall" }>): IndexLookup | undefined {
  if (call.namespace !== "string" || call.name !== "startsWith" || call.args.length !== 2) return undefined;
  const [attribute, prefix] = call.args as [ExprNode, ExprNode];
  const wanted = attributePathOf(attribute) === "publishedAt" ? singleValue(prefix) : undefined;
  return wanted ? { field: PUBLISHED_MONTH, wanted, valueLength: MONTH_PREFIX_LENGTH } : undefined;
}

/** `_type`, `@._type`, `slug.current`, `@.slug.current`…: a field of the document being filtered. */
function indexedFieldOf(node: ExprNode): ComparedField | undefined {
  const path = attributePathOf(node);
  return COMPARED_FIELDS.find((field) => field === path);
}

/** `slug.current` for `slug.current` or `@.slug.current`; undefined for anything not a plain field path of `@`. */
function attributePathOf(node: ExprNode): string | undefined {
  const names: string[] = [];
  let current: ExprNode | undefined = node;
  while (current && current.type === "AccessAttribute") {
    names.unshift(current.name);
    current = current.base;
  }
  if (names.length === 0 || (current && current.type !== "This")) return undefined;
  return names.join(".");
}

function singleValue(node: ExprNode): WantedValues | undefined {
  if (node.type === "Value") return typeof node.value === "string" ? { kind: "literal", values: [node.value] } : undefined;
  if (node.type === "Parameter") return { kind: "parameter", name: node.name, many: false };
  return undefined;
}

/** `["a", "b"]` (string literals only), a constant array, or a `$parameter` holding one. */
function valueList(node: ExprNode): WantedValues | undefined {
  if (node.type === "Parameter") return { kind: "parameter", name: node.name, many: true };
  if (node.type === "Value")
    return Array.isArray(node.value) && node.value.every((value) => typeof value === "string")
      ? { kind: "literal", values: node.value }
      : undefined;
  if (node.type !== "Array") return undefined;
  const values: string[] = [];
  for (const element of node.elements) {
    if (element.isSplat || element.value.type !== "Value" || typeof element.value.value !== "string") return undefined;
    values.push(element.value.value);
  }
  return { kind: "literal", values };
}
