import { blockPackagesSource, packageBasicsFragment } from "../shared/package.query";
import { defineBlockManifest } from "../block-manifest";
import { moneyFragment, turnaroundOf } from "../../content/fragments";
import { packageCardsSchema } from "./package-cards.schema";

/** `^` is the service: its package references and turnaround are the one source of both. */
export const packageCardsBlock = defineBlockManifest({
  type: "packageCards",
  schema: packageCardsSchema,
  projection: /* groq */ `_type == "packageCards" => {
  title,
  intro,
  anchor,
  turnaround,
  "turnaroundDays": ${turnaroundOf("^.")}.days,
  "packages": ${blockPackagesSource}[]->{
    ${packageBasicsFragment},
    features,
    isMostPopular,
    bulkDiscounts[]{ _key, label, "price": price${moneyFragment} }
  }
}`,
  required: ["packages"],
  component: "PackageCardsBlock",
  loading: "own-chunk",
});
