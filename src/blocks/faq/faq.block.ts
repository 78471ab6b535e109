import { defineBlockManifest } from "../block-manifest";
import { faqSchema } from "./faq.schema";
import { faqProjection } from "./faq.query";

export const faqBlock = defineBlockManifest({
  type: "faq",
  schema: faqSchema,
  projection: faqProjection,
  required: ["items"],
  component: "FaqBlock",
  loading: "with-page",
});
