import type { LegacyPage } from "../types";

const getInTouch: LegacyPage = {
  path: "/get-in-touch",
  title: "Get in touch – quick response!",
  graphic: "contact",
  meta: {
    title: "Get in touch with Outreach Lab",
    description:
      "Tell us about your website and goals and our team will reply quickly with advice, packages and prices. No obligation. Send us your enquiry.",
  },
  sections: [
    {
      heading: "Talk to a specialist",
      paragraphs: [
        "Tell us about your website and what you want to achieve, and we will come back to you {{claim:response-time}}. There is no obligation: a member of the team reads every enquiry and answers it personally.",
        "You are also welcome to call or email us directly using the details at the top of the page.",
      ],
    },
    {
      heading: "What happens after you enquire",
      bullets: [
        "We reply {{claim:response-time}}, by email or phone, whichever you prefer. Enquiries sent outside those hours are answered at the start of the next working day.",
        "We look at your site, your market and any work done so far, and ask a few questions to fill in the gaps.",
        "We recommend the services and packages that fit your goals and budget, with prices and turnaround times in writing.",
        "Once you are happy, we confirm the order and start work; you can {{claim:payment-methods}}.",
        "You follow progress in your private client portal, and we report each placement as it goes live.",
      ],
    },
  ],
};

export default getInTouch;
