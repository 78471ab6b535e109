import { defineBlockManifest } from "../block-manifest";
import { faqSchema } from "./faq.schema";
import { richTextFragment } from "../../content/fragments";

export const faqBlock = defineBlockManifest({
  type: "faq",
  schema: faqSchema,
  projection: /* groq */ `_type == "faq" => {
  title,
  items[]{ _key, question, answer[]${richTextFragment} }
}`,
  required: ["items"],
  component: "FaqBlock",
  loading: "with-page",
});
