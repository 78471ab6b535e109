import type { RequiredFieldsOf } from "../types";
import { imageFragment, richTextFragment } from "../../content/fragments";

export const textSectionProjection = /* groq */ `_type == "textSection" => {
  heading,
  anchor,
  body[]${richTextFragment},
  "image": image${imageFragment}
}` as const;

export const textSectionRequired = ["body"] as const satisfies RequiredFieldsOf<"textSection">;
