import { defineBlockManifest } from "../block-manifest";
import { teamGridSchema } from "./team-grid.schema";
import { teamGridProjection } from "./team-grid.query";

export const teamGridBlock = defineBlockManifest({
  type: "teamGrid",
  schema: teamGridSchema,
  projection: teamGridProjection,
  required: ["members"],
  component: "TeamGridBlock",
  loading: "own-chunk",
  script: "at-load",
});
