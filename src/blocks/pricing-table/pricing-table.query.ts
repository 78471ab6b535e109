import type { RequiredFieldsOf } from "../types";
import { blockPackagesSource } from "../shared/package-source.query";

/** `^` is the service: the table compares exactly the packages the service sells. */
export const pricingTableProjection = /* groq */ `_type == "pricingTable" => {
  title,
  intro,
  anchor,
  "packages": ${blockPackagesSource}[]->{
    _id,
    name,
    per,
    price{ gbp, usd },
    priceText,
    orderUrl,
    actionLabel,
    itemGroups[]{ _key, title, items[]{ _key, label, included, count, text } }
  }
}`;

export const pricingTableRequired = ["packages"] as const satisfies RequiredFieldsOf<"pricingTable">;
