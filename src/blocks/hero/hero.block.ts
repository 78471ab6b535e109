import { defineBlockManifest } from "../block-manifest";
import { heroSchema } from "./hero.schema";
import { heroProjection } from "./hero.query";

export const heroBlock = defineBlockManifest({
  type: "hero",
  schema: heroSchema,
  projection: heroProjection,
  required: ["heading"],
  component: "HeroBlock",
  loading: "own-chunk",
});
