import type { BlockOf } from "../types";

export const bookACallFixture: BlockOf<"bookACall"> = {
  _key: "call-fixture",
  _type: "bookACall",
  title: "Need help with strategy?",
  intro: null,
  members: [
    {
      _id: "t1",
      firstName: "Amelia",
      lastName: "Hart",
      expertise: "Head of Strategy",
      bookingUrl: "https://calendly.com/amelia-hart",
      portrait: null,
    },
  ],
};
