import { defineBlockManifest } from "../block-manifest";
import { keyBenefitsSchema } from "./key-benefits.schema";
import { richTextFragment } from "../../content/fragments";

export const keyBenefitsBlock = defineBlockManifest({
  type: "keyBenefits",
  schema: keyBenefitsSchema,
  projection: /* groq */ `_type == "keyBenefits" => {
  title,
  items[]{ _key, title, description[]${richTextFragment} }
}`,
  required: ["items"],
  component: "KeyBenefitsBlock",
  loading: "with-page",
});
