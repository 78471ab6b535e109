import { richTextFragment } from "../../content/fragments";

export const contactFormProjection = /* groq */ `_type == "contactForm" => {
  title,
  intro,
  submitLabel,
  anchor,
  explanationTitle,
  "explanation": explanation[]${richTextFragment},
  split,
  "fallbackEmail": *[_id == "companyContact"][0].email
}` as const;
