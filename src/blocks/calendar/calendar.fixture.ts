import type { BlockOf } from "../types";

export const calendarFixture: BlockOf<"calendar"> = {
  _key: "calendar-fixture",
  _type: "calendar",
  note: null,
  days: 10,
  kind: "link",
  fromDays: null,
  turnaroundServiceId: "service-fixture",
};
