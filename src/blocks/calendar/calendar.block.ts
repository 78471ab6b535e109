import { calendarSchema } from "./calendar.schema";
import { defineBlockManifest } from "../block-manifest";
import { calendarProjection } from "./calendar.query";

export const calendarBlock = defineBlockManifest({
  type: "calendar",
  schema: calendarSchema,
  projection: calendarProjection,
  required: ["days", "kind"],
  component: "CalendarBlock",
  loading: "with-page",
});
