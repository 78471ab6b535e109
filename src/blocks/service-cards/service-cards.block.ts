import { defineBlockManifest } from "../block-manifest";
import { imageFragment } from "../../content/fragments";
import { serviceCardsSchema } from "./service-cards.schema";

const serviceCardFragment = /* groq */ `{
  _id,
  title,
  alias,
  bullet,
  "path": path.current,
  "icon": icon${imageFragment},
  "hasPackages": count(packages) > 0
}` as const;

export const serviceCardsBlock = defineBlockManifest({
  type: "serviceCards",
  schema: serviceCardsSchema,
  projection: /* groq */ `_type == "serviceCards" => {
  title,
  intro,
  showFilter,
  cardHeadings[]{ _key, "serviceId": service._ref, heading },
  "services": select(
    count(services) > 0 => services[]->${serviceCardFragment},
    *[_type == "service" && !(_id in path("drafts.**"))] | order(title asc) ${serviceCardFragment}
  )
}`,
  required: ["services"],
  component: "ServiceCardsBlock",
  loading: "with-page",
});
