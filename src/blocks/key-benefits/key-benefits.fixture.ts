import { plainText } from "../shared/plain-text.fixture";
import type { BlockOf } from "../types";

export const keyBenefitsFixture: BlockOf<"keyBenefits"> = {
  _key: "benefits-fixture",
  _type: "keyBenefits",
  title: "Key benefits",
  items: [
    { _key: "b1", title: "Real publishers", description: plainText("b1d", "Every site is a real blog with its own readers.") },
    { _key: "b2", title: "Clear reporting", description: plainText("b2d", "You see every live link and the page it points to.") },
    { _key: "b3", title: "Flexible volumes", description: plainText("b3d", "Order one placement or hundreds.") },
  ],
};
