import type { BlockOf } from "../types";

export const infographicFixture: BlockOf<"infographic"> = {
  _key: "infographic-fixture",
  _type: "infographic",
  title: "The science of sleep",
  subtitle: null,
  figures: [
    {
      _key: "hours",
      figure: "7+",
      unit: "hours",
      caption: "of sleep a night for most adults",
      share: { part: 7, whole: 24, label: "of a 24-hour day" },
    },
    { _key: "cycle", figure: "90", unit: "minutes", caption: "for one sleep cycle, roughly", share: null },
  ],
  checklistTitle: "Habits that help",
  checklist: ["Keep the same bedtime every day"],
  source: null,
};
