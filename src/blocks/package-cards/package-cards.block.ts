import { defineBlockManifest } from "../block-manifest";
import { packageCardsSchema } from "./package-cards.schema";
import { packageCardsProjection } from "./package-cards.query";

export const packageCardsBlock = defineBlockManifest({
  type: "packageCards",
  schema: packageCardsSchema,
  projection: packageCardsProjection,
  required: ["packages"],
  component: "PackageCardsBlock",
  loading: "own-chunk",
});
