import { richTextFragment } from "../../content/fragments";

export const howItWorksProjection = /* groq */ `_type == "howItWorks" => {
  title,
  intro[]${richTextFragment},
  steps[]{ _key, title, description[]${richTextFragment} }
}` as const;
