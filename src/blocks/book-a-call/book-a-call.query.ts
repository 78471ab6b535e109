import { imageFragment } from "../../content/fragments";

export const bookACallProjection = /* groq */ `_type == "bookACall" => {
  title,
  intro,
  "members": *[_type == "teamMember" && defined(bookingUrl) && !(_id in path("drafts.**"))] | order(order asc, lastName asc) {
    _id,
    firstName,
    lastName,
    expertise,
    bookingUrl,
    "portrait": portrait${imageFragment}
  }
}` as const;
