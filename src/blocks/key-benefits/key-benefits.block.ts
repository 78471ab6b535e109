import { defineBlockManifest } from "../block-manifest";
import { keyBenefitsSchema } from "./key-benefits.schema";
import { keyBenefitsProjection } from "./key-benefits.query";

export const keyBenefitsBlock = defineBlockManifest({
  type: "keyBenefits",
  schema: keyBenefitsSchema,
  projection: keyBenefitsProjection,
  required: ["items"],
  component: "KeyBenefitsBlock",
  loading: "with-page",
});
