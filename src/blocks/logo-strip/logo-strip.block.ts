import { defineBlockManifest } from "../block-manifest";
import { logoStripSchema } from "./logo-strip.schema";
import { logoStripProjection } from "./logo-strip.query";

export const logoStripBlock = defineBlockManifest({
  type: "logoStrip",
  schema: logoStripSchema,
  projection: logoStripProjection,
  required: ["logos"],
  component: "LogoStripBlock",
  loading: "own-chunk",
});
