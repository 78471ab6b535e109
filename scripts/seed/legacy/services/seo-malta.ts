import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/seo-malta",
  title: "SEO Malta",
  alias: "Search visibility for Maltese businesses, at home and abroad",
  icon: "flag",
  graphic: "globe",
  bullet:
    "Monthly SEO for Malta-based businesses, from local firms winning customers on the islands to companies selling to the world.",
  description: [
    "Malta is a small search market with an unusual mix of businesses. Local firms in hospitality, property, legal and professional services compete for customers across Malta and Gozo, while many companies based on the islands, in iGaming, financial services and technology, sell almost entirely to customers abroad. Our SEO Malta service is built for both.",
    "For local businesses we focus on the searches people make when they are ready to buy: your Google Business Profile, locality pages, reviews and citations, and links from sites that Maltese readers use. For internationally focused companies we plan around the markets you sell into, which usually means English-language content and links well beyond the islands.",
    "You receive your first report within {{turnaround:/services/seo-malta}} of signing up, then a monthly report on rankings, traffic and the work done. SEO results usually start to show after 2 to 3 months, with the best results from 6 months.",
  ],
  points: [
    "Local SEO for searches across Malta and Gozo",
    "Google Business Profile, citations and review strategy",
    "International SEO for Malta-based companies selling abroad",
    "Links from Maltese and relevant international publishers",
    "First report within {{turnaround:/services/seo-malta}}, then monthly reporting",
  ],
  meta: {
    title: "SEO Malta: Local and International SEO for Malta",
    description:
      "SEO for Malta-based businesses: local search across Malta and Gozo, or international SEO for companies selling abroad. Monthly reporting.",
  },
  days: 14,
  turnaroundKind: "report",
  how_it_works: [
    {
      title: "Decide where your customers are",
      description:
        "We start by establishing whether your customers are on the islands, abroad or both. That one decision shapes the keywords, content and links for the whole campaign.",
    },
    {
      title: "Audit and keyword research",
      description:
        "We audit your site and research how your customers search, whether that is a locality-plus-service search in Sliema or a product search in another country. Your first report follows within {{turnaround:/services/seo-malta}}.",
    },
    {
      title: "On-site and local work",
      description:
        "We fix technical issues, improve your key pages and, for local businesses, tidy up your Google Business Profile and business listings so your details match everywhere.",
    },
    {
      title: "Links and monthly reporting",
      description:
        "We build links from publishers that suit your audience, Maltese or international. Each month you see what changed and what we plan next.",
    },
  ],
  key_benefits: [
    {
      title: "Built for a small market",
      description:
        "With fewer local sites to earn links from, relevance matters more than volume. We choose each placement for the audience it reaches, not just its metrics.",
    },
    {
      title: "Local and international in one plan",
      description:
        "Many Malta businesses need both local visibility and reach abroad. We plan the two together, so your site is set up for each without one undermining the other.",
    },
    {
      title: "Clean, honest links",
      description: "Every link comes from a real publication; {{claim:no-pbn}}.",
    },
    {
      title: "Remote by design",
      description:
        "We are a UK agency with {{claim:countries}}, so working with a business in Malta is routine. You get the same monthly reports and access to the team as any client down the road.",
    },
  ],
  why_choose: [
    "Malta sits at the centre of several industries we know well, including iGaming and financial services. If that is your business, our [iGaming SEO](/services/igaming-seo) and [fintech SEO](/services/fintech-seo) services go into more depth on the rules and trust signals those sectors need.",
    "If you only need links, our [Malta link building](/services/link-building-malta) service places articles with publishers that reach Maltese readers, without the wider SEO programme.",
    "We have worked with {{claim:clients}} {{claim:since}}. Send us your site and your goals and we will reply {{claim:response-time}}.",
  ],
  faq: [
    {
      title: "Do I need local SEO or international SEO?",
      description:
        '<p>It depends on where your customers are. As a rule of thumb:</p><ul><li><strong>Local SEO</strong> suits businesses serving people on the islands, such as restaurants, clinics, estate agents and law firms.</li><li><strong>International SEO</strong> suits Malta-based companies whose customers are mainly abroad.</li></ul><p>Some businesses need both, and we can plan them together. <a href="/get-in-touch">Get in touch</a> and we will help you decide.</p>',
    },
    {
      title: "Which language will my content be in?",
      description:
        "We write in English, which is an official language in Malta and the language most Maltese businesses use online. For international campaigns we can also write in French, German, Spanish, Italian or Portuguese, depending on the markets you target.",
    },
    {
      title: "Should my site use a .com.mt domain?",
      description:
        "A .com.mt or .mt domain tells search engines and visitors that you are a Maltese business, which can help a local firm. If most of your customers are abroad, a generic domain with the right market targeting is usually the better choice. We look at your situation before recommending any change, because moving domains carries risk.",
    },
    {
      title: "How long does SEO in Malta take to work?",
      description:
        "Most sites see early movement after 2 to 3 months and the best results from 6 months. Local searches in a small market can move faster than competitive international keywords, but we do not guarantee rankings for either.",
    },
    {
      title: "Do you need to visit us in Malta?",
      description:
        "No. {{claim:remote-clients}}, and we keep you informed with monthly reports and calls whenever you want them. Everything from the audit to link approvals can be handled by email and video call.",
    },
  ],
};

export default service;
