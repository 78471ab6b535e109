import { contactFormSchema } from "./contact-form.schema";
import { defineBlockManifest } from "../block-manifest";
import { contactFormProjection } from "./contact-form.query";

export const contactFormBlock = defineBlockManifest({
  type: "contactForm",
  schema: contactFormSchema,
  projection: contactFormProjection,
  required: [],
  component: "ContactFormBlock",
  loading: "when-seen",
  // At the first touch of the form: a stored draft is already shown by its first-paint script.
  script: "on-interaction",
});
