import type { RequiredFieldsOf } from "../types";
import { richTextFragment } from "../../content/fragments";

export const keyBenefitsProjection = /* groq */ `_type == "keyBenefits" => {
  title,
  items[]{ _key, title, description[]${richTextFragment} }
}` as const;

export const keyBenefitsRequired = ["items"] as const satisfies RequiredFieldsOf<"keyBenefits">;
