import { contentSliderSchema } from "./content-slider.schema";
import { defineBlockManifest } from "../block-manifest";
import { contentSliderProjection } from "./content-slider.query";

export const contentSliderBlock = defineBlockManifest({
  type: "contentSlider",
  schema: contentSliderSchema,
  projection: contentSliderProjection,
  required: ["wordChoices", "maxArticles", "packages"],
  component: "ContentSliderBlock",
  loading: "own-chunk",
  script: "on-interaction",
});
