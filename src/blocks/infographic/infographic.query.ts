export const infographicProjection = /* groq */ `_type == "infographic" => {
  title,
  subtitle,
  figures[]{ _key, figure, unit, caption, share{ part, whole, label } },
  checklistTitle,
  checklist,
  source
}` as const;
