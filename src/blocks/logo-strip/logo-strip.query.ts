import { imageFragment } from "../../content/fragments";

export const logoStripProjection = /* groq */ `_type == "logoStrip" => {
  title,
  logos[]{ _key, name, href, "image": image${imageFragment} }
}` as const;
