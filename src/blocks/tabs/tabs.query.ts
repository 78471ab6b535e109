import { leafBlockProjections } from "../generated/leaf-blocks.query";

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
