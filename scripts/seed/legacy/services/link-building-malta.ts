import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/link-building-malta",
  title: "Link Building Malta",
  alias: "Local links for Maltese businesses, international links for Malta-based brands",
  icon: "flag",
  graphic: "publication",
  bullet: "Links from Maltese publishers, plus the international sites that matter to Malta-based companies trading abroad.",
  description: [
    "Malta is a small market with a large international business community. Local businesses compete on google.com.mt for searches made on the island, while many Malta-based companies in sectors such as iGaming, financial services and technology compete for customers abroad. Our Malta link building covers both: links from Maltese publishers for local relevance, and links from international sites in your sector where your customers are elsewhere.",
    "English is an official language alongside Maltese and is widely used in business and online, so much of Malta's online media publishes in English. The pool of Maltese sites is small, spanning national news, lifestyle, property, tourism, food and business. That means fewer options in any one niche, so we use each site carefully rather than placing link after link on the same few publishers.",
    "Articles are written in English for a Maltese readership, with the local references editors expect. We do not write in Maltese; if Maltese-language content matters to your audience, talk to us before you order. For wider search work on the island, see [SEO Malta](/services/seo-malta).",
  ],
  points: [
    "Placements on Maltese news, lifestyle, property, tourism and business sites",
    "Articles in English, written for a Maltese audience",
    "Sector-relevant international sites for Malta-based companies trading abroad",
    "Careful use of a small publisher pool to keep your profile natural",
    "Optional approval of sites and content ({{claim:approval-surcharge}})",
    "Most links live within 10 to 21 days",
  ],
  meta: {
    title: "Link Building Malta: Local and International Links",
    description:
      "Link building for Malta: links from Maltese publishers for local rankings, plus relevant international sites for Malta firms trading abroad.",
  },
  days: 14,
  turnaroundKind: "link",
  how_it_works: [
    {
      title: "Local, international or both",
      description:
        "We start by agreeing whether your customers are in Malta, abroad or both, because that decides where your links should come from.",
    },
    {
      title: "Select publishers",
      description:
        "For local relevance we shortlist Maltese sites in or near your topic; for international reach we look for sector publishers in your target markets. Each one is checked for authority, traffic and quality.",
    },
    {
      title: "Pitch and write",
      description:
        "Editors are approached with topics suited to their readers, and each article is written to the publisher's standards, with your link placed in context.",
    },
    {
      title: "Publish and report",
      description:
        "Most links go live within 10 to 21 days. Every placement is listed in your report with its URL and anchor text.",
    },
  ],
  key_benefits: [
    {
      title: "Local relevance on google.com.mt",
      description:
        "Links from Maltese publishers support your rankings for searches made on the island, where a small number of local competitors often chase the same terms.",
    },
    {
      title: "Links from the markets you sell into",
      description:
        "Malta-based businesses that sell abroad get links from publishers in their customers' countries, in English or in the other languages we cover.",
    },
    {
      title: "At home in Malta's key sectors",
      description:
        "We also run [casino link building](/services/casino-link-building) and [fintech SEO](/services/fintech-seo), so we know the publishers and editorial rules in the sectors where many Malta-based companies work.",
    },
    {
      title: "A natural profile in a small market",
      description:
        "We spread links across different sites and grades rather than returning to the same few Maltese publishers, which keeps your profile looking earned.",
    },
  ],
  why_choose: [
    "We understand that Malta-based companies often have two audiences: people on the island and customers across Europe and beyond. We plan links for both.",
    "For iGaming operators, this service works alongside our [iGaming SEO](/services/igaming-seo) and casino link building, so local and international links can sit in one plan.",
    "We have been building links {{claim:since}} for {{claim:clients}}. One rule applies to every Malta campaign: {{claim:no-pbn}}.",
    "We are honest about the limits of a small market. If there are only a few suitable Maltese sites in your niche, we will tell you, and suggest relevant international sites to complement them.",
  ],
  faq: [
    {
      title: "Are there enough Maltese sites for a link building campaign?",
      description:
        "For most businesses, yes, as long as the campaign is paced sensibly. The pool of Maltese publishers is small, so we mix local placements with relevant international ones and avoid over-using any single site. In a very narrow niche we may recommend the lower end of the 5 to 20 links a month we usually suggest.",
    },
    {
      title: "Do you write in Maltese?",
      description:
        "No. We write in English, which is an official language in Malta and widely used by Maltese media and businesses. If Maltese-language content is important to your audience, tell us before you order and we will discuss what is realistic.",
    },
    {
      title: "I run an iGaming company in Malta. Is this the right service?",
      description: `<p>It depends where your players are.</p><ul><li>If you want visibility in Malta itself, this service builds links from Maltese publishers.</li><li>If your customers are in other countries, links from sites in those markets matter more; see <a href="/services/casino-link-building">casino link building</a> and <a href="/services/igaming-seo">iGaming SEO</a>.</li><li>For campaigns across several languages, see <a href="/services/international-link-building">international link building</a>.</li></ul><p>These services can be combined into one plan. <a href="/get-in-touch">Get in touch</a> and we will suggest the right mix.</p>`,
    },
    {
      title: "How long does it take?",
      description:
        "Most links go live within 10 to 21 days. Ranking changes follow over 2 to 3 months, with the best results from about 6 months. We do not guarantee rankings; in Malta, as anywhere, your content, your site and your competitors matter as much as your links.",
    },
    {
      title: "Can you help with SEO in Malta beyond link building?",
      description:
        "Yes. Our [SEO Malta](/services/seo-malta) service covers wider search work on the island, with link building as one part of it. If you only need links, this service is the simpler choice.",
    },
  ],
};

export default service;
