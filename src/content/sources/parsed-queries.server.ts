import { parse, type ExprNode } from "groq-js";
import { ContentSourceError } from "../config.server";
import type { QueryParams } from "./types";

const EACH_CALL = Symbol("parsed with each call's parameters");

/**
 * Parses each query string once and keeps what `prepare` makes of the tree, so a build that runs
 * the same page query for thousands of paths parses it once.
 *
 * The tree is parsed without parameters (they stay `$name` nodes, read when the query runs), which
 * gives the same tree as parsing with them except where groq-js folds a parameter at parse time: a
 * subscript (`x[$i]` is an element with a number, an attribute with a string) or a slice bound. A
 * query that uses a parameter there is parsed with each call's parameters instead.
 */
export function createParsedQueryCache<Prepared>(prepare: (tree: ExprNode) => Prepared) {
  const cache = new Map<string, Prepared | typeof EACH_CALL>();
  return (query: string, params: QueryParams): Prepared => {
    let cached = cache.get(query);
    if (cached === undefined) {
      let tree: ExprNode | undefined;
      try {
        tree = parse(query);
      } catch {
        // e.g. `[0...$n]`: only constant slices parse, so this one needs its parameters.
      }
      cached = tree && !foldsParameterAtParse(tree) ? prepare(tree) : EACH_CALL;
      cache.set(query, cached);
    }
    return cached === EACH_CALL ? prepare(parseWithParams(query, params)) : cached;
  };
}

export function parseWithParams(query: string, params: QueryParams): ExprNode {
  try {
    return parse(query, { params });
  } catch (error) {
    throw new ContentSourceError(`Invalid GROQ query: ${(error as Error).message}\n${query}`);
  }
}

/**
 * True when a `[…]` holds an expression groq-js evaluates while parsing and it reads a parameter:
 * without parameters it parses as a filter, with them as an element or attribute access.
 */
function foldsParameterAtParse(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(foldsParameterAtParse);
  if (typeof node !== "object" || node === null) return false;
  const expression = node as ExprNode;
  if (expression.type === "Value") return false;
  if (expression.type === "Filter" && isConstantAtParse(expression.expr) && readsParameter(expression.expr)) return true;
  return Object.values(node).some(foldsParameterAtParse);
}

/** What groq-js can evaluate while parsing (its `canConstantEvaluate`). */
function isConstantAtParse(node: ExprNode): boolean {
  switch (node.type) {
    case "Value":
    case "Parameter":
      return true;
    case "Group":
    case "Pos":
    case "Neg":
      return isConstantAtParse(node.base);
    case "OpCall":
      return ["+", "-", "*", "/", "%", "**"].includes(node.op) && isConstantAtParse(node.left) && isConstantAtParse(node.right);
    default:
      return false;
  }
}

function readsParameter(node: ExprNode): boolean {
  switch (node.type) {
    case "Parameter":
      return true;
    case "Group":
    case "Pos":
    case "Neg":
      return readsParameter(node.base);
    case "OpCall":
      return readsParameter(node.left) || readsParameter(node.right);
    default:
      return false;
  }
}
