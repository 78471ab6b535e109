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
  script: "when-seen",
});
