import { defineBlockManifest } from "../block-manifest";
import { heroSchema } from "./hero.schema";
import { imageFragment, richTextFragment } from "../../content/fragments";

export const heroBlock = defineBlockManifest({
  type: "hero",
  schema: heroSchema,
  projection: /* groq */ `_type == "hero" => {
  heading,
  subheading,
  intro[]${richTextFragment},
  "graphic": graphic${imageFragment},
  actions[]{ _key, label, href },
  memberAction{ label, href }
}`,
  required: ["heading"],
  component: "HeroBlock",
  loading: "own-chunk",
});
