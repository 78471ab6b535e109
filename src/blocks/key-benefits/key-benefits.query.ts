import { richTextFragment } from "../../content/fragments";

export const keyBenefitsProjection = /* groq */ `_type == "keyBenefits" => {
  title,
  items[]{ _key, title, description[]${richTextFragment} }
}` as const;
