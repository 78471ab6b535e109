import { defineBlockManifest } from "../block-manifest";
import { imageFragment } from "../../content/fragments";
import { logoStripSchema } from "./logo-strip.schema";

export const logoStripBlock = defineBlockManifest({
  type: "logoStrip",
  schema: logoStripSchema,
  projection: /* groq */ `_type == "logoStrip" => {
  title,
  logos[]{ _key, name, href, "image": image${imageFragment} }
}`,
  required: ["logos"],
  component: "LogoStripBlock",
  loading: "own-chunk",
});
