import { defineBlockManifest } from "../block-manifest";
import { infographicSchema } from "./infographic.schema";
import { infographicProjection } from "./infographic.query";

export const infographicBlock = defineBlockManifest({
  type: "infographic",
  schema: infographicSchema,
  projection: infographicProjection,
  required: ["title", "figures"],
  component: "InfographicBlock",
  loading: "own-chunk",
});
