import type { RequiredFieldsOf } from "../types";
import { richTextFragment } from "../../content/fragments";

export const faqProjection = /* groq */ `_type == "faq" => {
  title,
  items[]{ _key, question, answer[]${richTextFragment} }
}` as const;

export const faqRequired = ["items"] as const satisfies RequiredFieldsOf<"faq">;
