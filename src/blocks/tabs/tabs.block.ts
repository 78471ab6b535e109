import { defineBlockManifest } from "../block-manifest";
import { tabsSchema } from "./tabs.schema";
import { tabsProjection } from "./tabs.query";

export const tabsBlock = defineBlockManifest({
  type: "tabs",
  schema: tabsSchema,
  projection: tabsProjection,
  required: ["panels"],
  component: "TabsBlock",
  loading: "with-page",
  script: "on-interaction",
  holdsBlocks: true,
});
