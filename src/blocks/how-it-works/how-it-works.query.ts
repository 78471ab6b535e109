import type { RequiredFieldsOf } from "../types";
import { richTextFragment } from "../../content/fragments";

export const howItWorksProjection = /* groq */ `_type == "howItWorks" => {
  title,
  intro[]${richTextFragment},
  steps[]{ _key, title, description[]${richTextFragment} }
}` as const;

export const howItWorksRequired = ["title"] as const satisfies RequiredFieldsOf<"howItWorks">;
