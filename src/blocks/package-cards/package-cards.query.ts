import { blockPackagesSource, packageBasicsFragment } from "../shared/package.query";
import { moneyFragment, turnaroundOf, turnaroundServiceOf } from "../../content/fragments";

/** `^` is the service: its package references and turnaround are the one source of both. */
export const packageCardsProjection = /* groq */ `_type == "packageCards" => {
  title,
  intro,
  anchor,
  turnaround,
  "turnaroundDays": ${turnaroundOf("^.")}.days,
  "turnaroundServiceId": ${turnaroundServiceOf("^.")},
  "packages": ${blockPackagesSource}[]->{
    ${packageBasicsFragment},
    features,
    isMostPopular,
    bulkDiscounts[]{ _key, label, "price": price${moneyFragment} }
  }
}` as const;
