export const contactFormProjection = /* groq */ `_type == "contactForm" => {
  title,
  intro,
  submitLabel,
  "fallbackEmail": *[_id == "companyContact"][0].email
}`;

export const contactFormRequired = [] as const;
