import { richTextFragment } from "../../content/fragments";

export const explainedProjection = /* groq */ `_type == "explained" => {
  title,
  body[]${richTextFragment}
}`;

export const explainedRequired = ["title", "body"] as const;
