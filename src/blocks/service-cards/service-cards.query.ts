import { imageFragment } from "../../content/fragments";

const serviceCardFragment = /* groq */ `{
  _id,
  title,
  alias,
  bullet,
  "path": path.current,
  "icon": icon${imageFragment},
  "hasPackages": count(packages) > 0
}` as const;

export const serviceCardsProjection = /* groq */ `_type == "serviceCards" => {
  title,
  intro,
  showFilter,
  cardHeadings[]{ _key, "serviceId": service._ref, heading },
  "services": select(
    count(services) > 0 => services[]->${serviceCardFragment},
    *[_type == "service" && !(_id in path("drafts.**"))] | order(title asc) ${serviceCardFragment}
  )
}` as const;
