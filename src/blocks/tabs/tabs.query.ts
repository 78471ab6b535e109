import { leafBlockProjections } from "../leaf-blocks.query";
import type { RequiredFieldsOf } from "../types";

/**
 * Tab content is projected like page content. The schema only lets editors put the types in
 * TAB_CONTENT_TYPES here, so TypeGen types the panels' blocks as exactly those.
 */
export const tabsProjection = /* groq */ `_type == "tabs" => {
  title,
  panels[]{
    _key,
    title,
    blocks[]{
      _key,
      _type,
      ${leafBlockProjections}
    }
  }
}` as const;

export const tabsRequired = ["panels"] as const satisfies RequiredFieldsOf<"tabs">;
