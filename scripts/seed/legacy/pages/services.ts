import type { LegacyPage } from "../types";

const services: LegacyPage = {
  path: "/services",
  title: "Our Services",
  meta: {
    title: "SEO, Blogger Outreach and Content Services",
    description:
      "Blogger outreach, content writing, SEO, Google Ads, digital PR and international link building from one UK agency. Compare our services.",
  },
  sections: [
    {
      paragraphs: [
        "Everything we offer comes back to one goal: helping the right people find your website. Choose a single service, such as [blogger outreach](/services/blogger-outreach) or [content creation](/services/content-creation), or combine several in a monthly [SEO package](/services/seo-packages) or a [managed service](/services/managed-services).",
        "We also run [Google Ads campaigns](/services/google-ads-packages), [digital PR](/services/digital-pr) paid on results, [online reputation management](/services/online-reputation-management) and link building in other languages and markets through our [international link building](/services/international-link-building) service. Each service page explains how it works, what it costs and how soon you can expect to see work. Compare packages there, or [get in touch](/get-in-touch) for advice.",
      ],
    },
    {
      heading: "Why order",
      bullets: [
        "Experience you can check: we have worked with {{claim:clients}} {{claim:since}}.",
        "Real publisher relationships: we work with {{claim:publishers}} and keep {{claim:contacts}} on file.",
        "A clean link policy: {{claim:no-pbn}}.",
        "Original content, written by our own team in English, French, German, Spanish, Italian and Portuguese.",
        "Quick, straight answers: we reply to enquiries {{claim:response-time}}.",
        "Flexible payment: you can {{claim:payment-methods}}.",
        "Built for agencies as well as site owners: white-label resellers typically {{claim:reseller-markup}}.",
        "Wherever you are: we work with {{claim:countries}}, and {{claim:remote-clients}}.",
      ],
    },
  ],
};

export default services;
