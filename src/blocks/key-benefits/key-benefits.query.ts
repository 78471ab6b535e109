export const keyBenefitsProjection = /* groq */ `_type == "keyBenefits" => {
  title,
  items[]{ _key, title, description }
}`;

export const keyBenefitsRequired = ["items"] as const;
