import { defineBlockManifest } from "../block-manifest";
import { imageFragment, richTextFragment } from "../../content/fragments";
import { teamGridSchema } from "./team-grid.schema";

export const teamGridBlock = defineBlockManifest({
  type: "teamGrid",
  schema: teamGridSchema,
  projection: /* groq */ `_type == "teamGrid" => {
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
}`,
  required: ["members"],
  component: "TeamGridBlock",
  loading: "own-chunk",
});
