import type { BlockOf } from "../types";

export const contactFormFixture: BlockOf<"contactForm"> = {
  _key: "form-fixture",
  _type: "contactForm",
  title: "Send us a message",
  intro: null,
  submitLabel: "Send message",
  anchor: null,
  explanationTitle: null,
  explanation: null,
  split: null,
  fallbackEmail: "hello@outreachlab.co.uk",
};
