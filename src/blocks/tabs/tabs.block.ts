import { defineBlockManifest } from "../block-manifest";
import { tabsSchema } from "./tabs.schema";

/**
 * Tab content is projected like page content. The schema only lets editors put the types in
 * TAB_CONTENT_TYPES here, so TypeGen types the panels' blocks as exactly those.
 */
export const tabsBlock = defineBlockManifest({
  type: "tabs",
  schema: tabsSchema,
  projection: (leafBlocks) => /* groq */ `_type == "tabs" => {
  title,
  panels[]{
    _key,
    title,
    blocks[]{
      _key,
      _type,
      ${leafBlocks}
    }
  }
}`,
  required: ["panels"],
  component: "TabsBlock",
  loading: "with-page",
});
