import type { LegacyPage } from "../types";

const thankYou: LegacyPage = {
  path: "/thank-you",
  title: "Thank you",
  meta: {
    title: "Thank You for Your Enquiry",
    description:
      "Thank you for contacting Outreach Lab. Your enquiry has reached our team and we will be in touch shortly. Here is what happens next.",
  },
  sections: [
    {
      paragraphs: [
        "Thank you for getting in touch. Your message has reached us, and a member of the team will be in contact {{claim:response-time}}. If you sent it outside those hours, we will reply at the start of the next working day.",
      ],
    },
    {
      heading: "What happens next",
      bullets: [
        "We read your enquiry and take a look at your website.",
        "We contact you by email or phone, with any questions we need answered.",
        "We send you a recommendation with the packages, prices and turnaround times that suit your goals.",
        "When you are ready, we confirm your order and start work.",
      ],
    },
    {
      paragraphs: ["In the meantime, you might like to read our [blog](/blog) or browse our [services](/services)."],
    },
  ],
};

export default thankYou;
