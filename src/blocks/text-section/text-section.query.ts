import { imageFragment, richTextFragment } from "../../content/fragments";

export const textSectionProjection = /* groq */ `_type == "textSection" => {
  heading,
  anchor,
  body[]${richTextFragment},
  "image": image${imageFragment}
}` as const;
