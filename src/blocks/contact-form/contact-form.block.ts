import { contactFormSchema } from "./contact-form.schema";
import { defineBlockManifest } from "../block-manifest";
import { richTextFragment } from "../../content/fragments";

export const contactFormBlock = defineBlockManifest({
  type: "contactForm",
  schema: contactFormSchema,
  projection: /* groq */ `_type == "contactForm" => {
  title,
  intro,
  submitLabel,
  anchor,
  explanationTitle,
  "explanation": explanation[]${richTextFragment},
  split,
  "fallbackEmail": *[_id == "companyContact"][0].email
}`,
  required: [],
  component: "ContactFormBlock",
  loading: "when-seen",
});
