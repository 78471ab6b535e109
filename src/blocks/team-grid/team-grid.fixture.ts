import { plainText } from "../shared/plain-text.fixture";
import type { BlockOf } from "../types";

export const teamGridFixture: BlockOf<"teamGrid"> = {
  _key: "team-fixture",
  _type: "teamGrid",
  title: "Meet the team",
  intro: null,
  members: [
    {
      _id: "t1",
      firstName: "Amelia",
      lastName: "Hart",
      slug: "amelia-hart",
      expertise: "Head of Strategy",
      bookingUrl: "https://calendly.com/amelia-hart",
      portrait: null,
      biography: plainText("b1", "Amelia plans outreach campaigns."),
    },
    {
      _id: "t2",
      firstName: "Owen",
      lastName: "Price",
      slug: "owen-price",
      expertise: "Outreach Lead",
      bookingUrl: null,
      portrait: null,
      biography: plainText("b2", "Owen runs the outreach desk."),
    },
  ],
};
