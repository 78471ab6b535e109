import { defineBlockManifest } from "../block-manifest";
import { howItWorksSchema } from "./how-it-works.schema";
import { howItWorksProjection } from "./how-it-works.query";

export const howItWorksBlock = defineBlockManifest({
  type: "howItWorks",
  schema: howItWorksSchema,
  projection: howItWorksProjection,
  required: ["title"],
  component: "HowItWorksBlock",
  loading: "with-page",
});
