import { richTextFragment } from "../../content/fragments";

export const faqProjection = /* groq */ `_type == "faq" => {
  title,
  items[]{ _key, question, answer[]${richTextFragment} }
}` as const;
