import { defineBlockManifest } from "../block-manifest";
import { howItWorksSchema } from "./how-it-works.schema";
import { richTextFragment } from "../../content/fragments";

export const howItWorksBlock = defineBlockManifest({
  type: "howItWorks",
  schema: howItWorksSchema,
  projection: /* groq */ `_type == "howItWorks" => {
  title,
  intro[]${richTextFragment},
  steps[]{ _key, title, description[]${richTextFragment} }
}`,
  required: ["title"],
  component: "HowItWorksBlock",
  loading: "with-page",
});
