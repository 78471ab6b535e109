import type { BlockOf } from "../types";

export const keyBenefitsFixture: BlockOf<"keyBenefits"> = {
  _key: "benefits-fixture",
  _type: "keyBenefits",
  title: "Key Benefits",
  items: [
    { _key: "b1", title: "Real publishers", description: "Every site is a real blog with its own readers." },
    { _key: "b2", title: "Clear reporting", description: "You see every live link and the page it points to." },
    { _key: "b3", title: "Flexible volumes", description: "Order one placement or hundreds." },
  ],
};
