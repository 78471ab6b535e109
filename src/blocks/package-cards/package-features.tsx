/** A package card's short feature lines (package cards and the content slider's cards). */
export function PackageFeatures({ features }: { features: readonly string[] | null | undefined }) {
  if (!features?.length) return null;
  return (
    <ul className="package-card__features">
      {features.map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
    </ul>
  );
}
