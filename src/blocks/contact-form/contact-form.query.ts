import type { RequiredFieldsOf } from "../types";
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

export const contactFormRequired = [] as const satisfies RequiredFieldsOf<"contactForm">;
