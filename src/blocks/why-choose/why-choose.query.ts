import { richTextFragment } from "../../content/fragments";

export const whyChooseProjection = /* groq */ `_type == "whyChoose" => {
  title,
  body[]${richTextFragment}
}`;

export const whyChooseRequired = ["title", "body"] as const;
