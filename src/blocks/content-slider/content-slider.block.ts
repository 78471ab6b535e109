import { blockPackagesSource, packageCardFragment } from "../shared/package.query";
import { contentSliderSchema } from "./content-slider.schema";
import { defineBlockManifest } from "../block-manifest";
import { turnaroundOf } from "../../content/fragments";

/** `^` is the service: its fastest delivery (else its turnaround days) dates the cards. */
export const contentSliderBlock = defineBlockManifest({
  type: "contentSlider",
  schema: contentSliderSchema,
  projection: /* groq */ `_type == "contentSlider" => {
  title,
  intro,
  anchor,
  wordChoices,
  defaultWords,
  maxArticles,
  defaultArticles,
  "fromDays": coalesce(${turnaroundOf("^.")}.fromDays, ${turnaroundOf("^.")}.days),
  "packages": ${blockPackagesSource}[]->${packageCardFragment}
}`,
  required: ["wordChoices", "maxArticles", "packages"],
  component: "ContentSliderBlock",
  loading: "own-chunk",
});
