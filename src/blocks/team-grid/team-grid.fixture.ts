import type { BlockOf } from "../types";

const bio = (key: string, text: string) => [
  { _key: key, _type: "block" as const, style: "normal" as const, markDefs: [], children: [{ _key: `${key}s`, _type: "span" as const, text, marks: [] }] },
];

export const teamGridFixture: BlockOf<"teamGrid"> = {
  _key: "team-fixture",
  _type: "teamGrid",
  title: "Meet the team",
  members: [
    { _id: "t1", firstName: "Amelia", lastName: "Hart", expertise: "Head of Strategy", portrait: null, biography: bio("b1", "Amelia plans outreach campaigns.") },
    { _id: "t2", firstName: "Owen", lastName: "Price", expertise: "Outreach Lead", portrait: null, biography: bio("b2", "Owen runs the outreach desk.") },
  ],
};
