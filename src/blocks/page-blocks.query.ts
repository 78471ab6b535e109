/**
 * The `blocks[]` fragment every page query shares, and the block contract: for every block type
 * the fields it cannot render without. `satisfies` makes the map exhaustive: a block type left out,
 * or a field that its query does not return, fails typecheck.
 */
import { leafBlockProjections, leafRequiredFields } from "./leaf-blocks.query";
import { tabsProjection, tabsRequired } from "./tabs/tabs.query";
import type { BlockType, RequiredFieldsOf } from "./types";

export const pageBlocksFragment = /* groq */ `blocks[]{
  _key,
  _type,
  ${leafBlockProjections},
  ${tabsProjection}
}` as const;

export const requiredBlockFields = {
  ...leafRequiredFields,
  tabs: tabsRequired,
} satisfies { [Type in BlockType]: RequiredFieldsOf<Type> };
