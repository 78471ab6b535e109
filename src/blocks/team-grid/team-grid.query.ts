import { imageFragment, richTextFragment } from "../../content/fragments";

export const teamGridProjection = /* groq */ `_type == "teamGrid" => {
  title,
  intro[]${richTextFragment},
  "members": *[_type == "teamMember" && !(_id in path("drafts.**"))] | order(order asc, lastName asc) {
    _id,
    firstName,
    lastName,
    "slug": slug.current,
    expertise,
    bookingUrl,
    "portrait": portrait${imageFragment},
    biography[]${richTextFragment}
  }
}` as const;
