import { blockPackagesSource, packageBasicsFragment } from "../shared/package.query";
import { defineBlockManifest } from "../block-manifest";
import { pricingTableSchema } from "./pricing-table.schema";

/** `^` is the service: the table compares exactly the packages the service sells. */
export const pricingTableBlock = defineBlockManifest({
  type: "pricingTable",
  schema: pricingTableSchema,
  projection: /* groq */ `_type == "pricingTable" => {
  title,
  intro,
  anchor,
  "packages": ${blockPackagesSource}[]->{
    ${packageBasicsFragment},
    orderUrl,
    itemGroups[]{ _key, title, items[]{ _key, label, included, count, text } }
  }
}`,
  required: ["packages"],
  component: "PricingTableBlock",
  loading: "own-chunk",
});
