import { bookACallSchema } from "./book-a-call.schema";
import { defineBlockManifest } from "../block-manifest";
import { bookACallProjection } from "./book-a-call.query";

export const bookACallBlock = defineBlockManifest({
  type: "bookACall",
  schema: bookACallSchema,
  projection: bookACallProjection,
  required: ["title", "members"],
  component: "BookACallBlock",
  loading: "with-page",
});
