import { imageFragment, richTextFragment } from "../../content/fragments";

export const heroProjection = /* groq */ `_type == "hero" => {
  heading,
  subheading,
  intro[]${richTextFragment},
  "graphic": graphic${imageFragment},
  actions[]{ _key, label, href },
  memberAction{ label, href }
}` as const;
