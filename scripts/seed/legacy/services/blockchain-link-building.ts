import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/blockchain-link-building",
  title: "Blockchain Link Building",
  alias: "Links for blockchain infrastructure and enterprise technology",
  icon: "crypto",
  graphic: "editorial",
  bullet:
    "Links for blockchain infrastructure, developer tools and enterprise platforms from technology, business and industry publishers.",
  description: [
    "Not every blockchain company sells to traders. Infrastructure providers, developer platforms, tokenisation and supply-chain projects, and consultancies sell to engineers, product teams and business leaders, and the publications those buyers read are technology, business and industry titles rather than crypto price sites. Our blockchain link building service is built around that audience.",
    "We place articles that explain what your technology does and where it is useful, such as a use case in logistics, a guide to a development approach or a comment on an industry standard, on publishers whose readers make or influence buying decisions. Links point to the pages that matter for a technical sale: documentation, case studies, product pages and research.",
    "Links typically go live within 10 to 21 days, on sites from DA20 up to DA90+. Our policy is simple: {{claim:no-pbn}}. Every placement is on a real publication that an engineer or buyer might actually read.",
  ],
  points: [
    "Placements on technology, business, developer and industry publications",
    "Articles that explain use cases rather than promote a token",
    "Links to documentation, case studies and product pages, not just the home page",
    "Placements from DA20 up to DA90+",
    "Live links typically within 10 to 21 days",
  ],
  meta: {
    title: "Blockchain Link Building for B2B and Infrastructure",
    description:
      "Blockchain link building on technology, business and industry publishers, with use-case articles that reach engineers and buyers.",
  },
  days: 14,
  turnaroundKind: "link",
  how_it_works: [
    {
      title: "Audience and pages",
      description:
        "We agree who your buyers are – developers, enterprise teams or both – and which pages you need to rank, from product pages to documentation.",
    },
    {
      title: "Topic and publisher plan",
      description:
        "We match topics to publishers in technology, business and the industries you serve, such as logistics, finance or healthcare. You can approve the list before outreach starts.",
    },
    {
      title: "Technical writing",
      description:
        "Our writers draft each article from your material and your team's input, and we ask a subject expert on your side to check technical accuracy before it is pitched.",
    },
    {
      title: "Live links and reporting",
      description:
        "Links typically go live within 10 to 21 days. You receive a report listing each live URL, its anchor and the page it supports.",
    },
  ],
  key_benefits: [
    {
      title: "The right readers",
      description:
        "Links from the publications your buyers read also bring referral visits from people who can use your product, not just a signal for search engines.",
    },
    {
      title: "Distance from crypto speculation",
      description:
        "Use-case content on mainstream technology sites helps separate an infrastructure brand from token trading in the eyes of readers and publishers.",
    },
    {
      title: "Deep links that support the sale",
      description: "Linking to documentation and case studies strengthens the pages technical buyers use to make their decision.",
    },
    {
      title: "Accurate content",
      description: "Because your experts check the technical detail, articles carry the credibility an informed reader expects.",
    },
  ],
  why_choose: [
    "Blockchain businesses often end up with link profiles built for crypto trading sites: lots of placements on price-news blogs and few on the technology titles their buyers read. We build the profile the other way round.",
    "We are careful with technical claims. Throughput figures, security properties and partnerships are checked with your team before anything is published, because an inaccurate article on a respected site does more harm than good.",
    "If you run an exchange, wallet or token project aimed at consumers, our [crypto link building](/services/crypto-link-building) service is designed for you. We have worked with {{claim:clients}} {{claim:since}}.",
  ],
  faq: [
    {
      title: "How is this different from crypto link building?",
      description:
        '<p>The audience is different:</p><ul><li><strong>Crypto link building</strong> is for consumer-facing exchanges, wallets and tokens, and places content on finance and crypto sites.</li><li><strong>Blockchain link building</strong> is for infrastructure, developer and enterprise businesses, and places content on technology, business and industry sites.</li></ul><p>Some companies need both; <a href="/get-in-touch">get in touch</a> and we will suggest a mix.</p>',
    },
    {
      title: "Do technology publishers accept blockchain content?",
      description:
        "Many do, provided it is useful to their readers and not a sales pitch. Some will decline anything that mentions a token or investment, which is one reason we focus on use cases and engineering topics. Every publisher has the final say on what it publishes.",
    },
    {
      title: "Can our engineers review the articles?",
      description:
        "Yes, and we encourage it. We send drafts to the person you nominate before outreach begins, so claims about your technology are accurate.",
    },
    {
      title: "Will this help us rank for technical keywords?",
      description:
        "Relevant links to your documentation and product pages are one of the things that help those pages rank, but we cannot guarantee positions. Most sites see movement after 2 to 3 months and the best results from 6 months of steady work.",
    },
    {
      title: "How many links do you recommend per month?",
      description:
        "Usually between 5 and 20, depending on your current profile and how competitive your terms are. In technical B2B niches a smaller number of well-targeted links can do more than a large volume of general ones.",
    },
  ],
};

export default service;
