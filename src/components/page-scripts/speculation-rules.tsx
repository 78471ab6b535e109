import { speculationRulesText } from "../../lib/addresses/speculation-rules";
import { InlineScript } from "./inline-script";

/**
 * The speculation rules (`src/lib/addresses/speculation-rules.ts`): browsers that have them load the likely
 * next page before the click; others ignore the element. The Content-Security-Policy governs them
 * as an inline script, so they are written and allowed by hash like one.
 */
export function SpeculationRules() {
  return <InlineScript type="speculationrules" source={import.meta.env.SSR ? speculationRulesText() : ""} />;
}
