import type { RuleDef } from "sanity";
import { literalMoneyWarning } from "./format/literal-money";

/** The literal-money warning as a rule, for the copy types (richText, articleBody). */
export const literalMoneyRule = <R extends RuleDef<R, unknown>>(rule: R): R => rule.custom(literalMoneyWarning).warning();

/**
 * For a copy field that must be filled in. A field's own `validation` replaces its type's rather
 * than adding to it, so `rule.required()` alone would silently drop the literal-money warning the
 * copy types carry: the field states both.
 */
export const requiredCopy = <R extends RuleDef<R, unknown>>(rule: R): R[] => [rule.required(), literalMoneyRule(rule)];
