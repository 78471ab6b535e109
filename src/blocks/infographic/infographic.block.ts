import { defineBlockManifest } from "../block-manifest";
import { infographicSchema } from "./infographic.schema";

export const infographicBlock = defineBlockManifest({
  type: "infographic",
  schema: infographicSchema,
  projection: /* groq */ `_type == "infographic" => {
  title,
  subtitle,
  figures[]{ _key, figure, unit, caption, share{ part, whole, label } },
  checklistTitle,
  checklist,
  source
}`,
  required: ["title", "figures"],
  component: "InfographicBlock",
  loading: "own-chunk",
});
