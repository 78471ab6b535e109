import { bookACallSchema } from "./book-a-call.schema";
import { defineBlockManifest } from "../block-manifest";
import { imageFragment } from "../../content/fragments";

export const bookACallBlock = defineBlockManifest({
  type: "bookACall",
  schema: bookACallSchema,
  projection: /* groq */ `_type == "bookACall" => {
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
}`,
  required: ["title", "members"],
  component: "BookACallBlock",
  loading: "with-page",
});
