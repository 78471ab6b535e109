import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/fintech-seo",
  title: "Fintech SEO",
  alias: "SEO for payments, lending, banking and investment brands",
  icon: "fintech",
  graphic: "seo",
  bullet:
    "Monthly SEO for fintech companies, built around the trust signals search engines expect from pages about people's money.",
  description: [
    "Financial topics are what search engines call Your Money or Your Life (YMYL) content: pages that can affect a reader's finances are held to a higher standard of experience, expertise, authoritativeness and trust (E-E-A-T). For a fintech brand that means rankings depend as much on who wrote a page, how it is reviewed and how clearly the business shows who it is and how it is regulated as on keywords and links.",
    "Our fintech SEO service covers the technical health of your site, the content on product, comparison and guide pages, and links from finance, business and technology publishers. We work with payments firms, lenders, digital banks, investment and savings platforms, insurtech and B2B finance software companies.",
    "You receive your first report within {{turnaround:/services/fintech-seo}} of signing up and a monthly report after that. Expect early movement after 2 to 3 months and the strongest results from 6 months onwards.",
  ],
  points: [
    "E-E-A-T review of authorship, editorial process and trust pages",
    "Technical audit covering indexing, site speed and calculators or tools",
    "Content for product, comparison and guide pages, ready for your compliance sign-off",
    "Links from finance, business and technology publishers",
    "First report within {{turnaround:/services/fintech-seo}}, then monthly reporting",
  ],
  meta: {
    title: "Fintech SEO Built on E-E-A-T for Financial Brands",
    description:
      "Fintech SEO for payments, lending and banking brands: E-E-A-T content, technical fixes and links from finance publishers. Monthly reporting.",
  },
  days: 14,
  turnaroundKind: "report",
  how_it_works: [
    {
      title: "Trust and technical audit",
      description:
        "We review how your site shows who you are, who writes and reviews your content and how you are regulated, alongside a full technical audit. Your first report arrives within {{turnaround:/services/fintech-seo}}.",
    },
    {
      title: "Keyword and content plan",
      description:
        "We map the searches your customers make, from product terms to questions they ask before choosing a provider, and plan which pages should answer each one.",
    },
    {
      title: "Content with compliance in the loop",
      description:
        "We write or improve pages and send them to your compliance team for approval before anything goes live. Nothing is published on your behalf without sign-off.",
    },
    {
      title: "Links and monthly review",
      description:
        "We build links from relevant finance, business and technology publications, then report each month on rankings, traffic and the work done.",
    },
  ],
  key_benefits: [
    {
      title: "Trust signals that count",
      description:
        "Named authors with real credentials, a visible review process and clear regulatory information help both readers and search engines trust your pages.",
    },
    {
      title: "Content your compliance team can approve",
      description:
        "We write to be accurate and balanced from the first draft, which shortens review cycles and keeps risk warnings where they belong.",
    },
    {
      title: "Relevant, clean links",
      description: "Links come from real publications in finance, business and technology; {{claim:no-pbn}}.",
    },
    {
      title: "Pages that convert",
      description:
        "Fintech searches are often made close to a decision. We improve the pages people land on so that visibility turns into sign-ups and applications.",
    },
  ],
  why_choose: [
    "Fintech marketing runs on trust, and so does fintech SEO. We start with the signals that show a reader and a search engine that your business is real and accountable: who you are, how you are regulated, who writes your content and how you handle complaints. These are often quick wins that sit untouched while teams chase keywords.",
    "We understand the review process financial content goes through. In the UK, financial promotions are governed by FCA rules, and other markets have their own requirements. We do not give legal or regulatory advice, but we plan content so your compliance team is reviewing clear, balanced drafts rather than rewriting them.",
    "If your business is in cryptoassets or blockchain, our [crypto link building](/services/crypto-link-building) and [blockchain link building](/services/blockchain-link-building) services cover those sectors specifically. We have worked with {{claim:clients}} {{claim:since}}.",
  ],
  faq: [
    {
      title: "What is E-E-A-T and why does it matter for fintech?",
      description:
        "<p>E-E-A-T stands for experience, expertise, authoritativeness and trustworthiness. Search engines weigh these qualities most heavily on pages that can affect someone's money, health or safety. For a fintech site that usually means:</p><ul><li>content written or reviewed by people with relevant financial knowledge</li><li>clear information on who runs the business and how it is regulated</li><li>accurate, up-to-date product details and fair comparisons</li></ul>",
    },
    {
      title: "Will you publish content without our compliance team seeing it?",
      description:
        "No. Every piece of on-site content and every article that mentions your products is sent to you for approval first. We build review time into the schedule so sign-off does not hold up the campaign.",
    },
    {
      title: "Can you guarantee first-page rankings for finance keywords?",
      description:
        "No, and you should be wary of anyone who does. Finance keywords are competitive and search engines update how they rank money-related pages regularly. What we commit to is the work itself, reported in full every month; results usually start to show after 2 to 3 months, with the best from 6 months.",
    },
    {
      title: "Do you work with B2B fintech companies?",
      description:
        "Yes. B2B payments, banking software and regtech firms need a different approach from consumer apps, with content aimed at finance teams and decision-makers and links from business and technology publications. We shape the plan around your buyers.",
    },
    {
      title: "Which publishers do you use for fintech links?",
      description:
        "We use finance, business, personal finance and technology publications that accept content on financial services. Some publishers will only mention regulated firms, and each one has the final say on what it publishes. We share a report of every live link.",
    },
  ],
};

export default service;
