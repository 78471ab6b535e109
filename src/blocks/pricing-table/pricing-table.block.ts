import { defineBlockManifest } from "../block-manifest";
import { pricingTableSchema } from "./pricing-table.schema";
import { pricingTableProjection } from "./pricing-table.query";

export const pricingTableBlock = defineBlockManifest({
  type: "pricingTable",
  schema: pricingTableSchema,
  projection: pricingTableProjection,
  required: ["packages"],
  component: "PricingTableBlock",
  loading: "own-chunk",
});
