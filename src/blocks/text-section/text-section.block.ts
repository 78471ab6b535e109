import { defineBlockManifest } from "../block-manifest";
import { textSectionSchema } from "./text-section.schema";
import { textSectionProjection } from "./text-section.query";

export const textSectionBlock = defineBlockManifest({
  type: "textSection",
  schema: textSectionSchema,
  projection: textSectionProjection,
  required: ["body"],
  component: "TextSectionBlock",
  loading: "with-page",
});
