import { blockPackagesSource, packageBasicsFragment } from "../shared/package.query";

/** `^` is the service: the table compares exactly the packages the service sells. */
export const pricingTableProjection = /* groq */ `_type == "pricingTable" => {
  title,
  intro,
  anchor,
  "packages": ${blockPackagesSource}[]->{
    ${packageBasicsFragment},
    orderUrl,
    itemGroups[]{ _key, title, items[]{ _key, label, included, count, text } }
  }
}` as const;
