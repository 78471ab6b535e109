import { defineBlockManifest } from "../block-manifest";
import { imageFragment, richTextFragment } from "../../content/fragments";
import { textSectionSchema } from "./text-section.schema";

export const textSectionBlock = defineBlockManifest({
  type: "textSection",
  schema: textSectionSchema,
  projection: /* groq */ `_type == "textSection" => {
  heading,
  anchor,
  body[]${richTextFragment},
  "image": image${imageFragment}
}`,
  required: ["body"],
  component: "TextSectionBlock",
  loading: "with-page",
});
