import { imageFragment } from "../../content/fragments";

export const heroProjection = /* groq */ `_type == "hero" => {
  heading,
  subheading,
  intro,
  "graphic": graphic${imageFragment},
  actions[]{ _key, label, href },
  memberAction{ label, href }
}`;

export const heroRequired = ["heading"] as const;
