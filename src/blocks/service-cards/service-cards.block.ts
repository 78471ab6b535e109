import { defineBlockManifest } from "../block-manifest";
import { serviceCardsSchema } from "./service-cards.schema";
import { serviceCardsProjection } from "./service-cards.query";

export const serviceCardsBlock = defineBlockManifest({
  type: "serviceCards",
  schema: serviceCardsSchema,
  projection: serviceCardsProjection,
  required: ["services"],
  component: "ServiceCardsBlock",
  loading: "with-page",
  script: "on-interaction",
});
