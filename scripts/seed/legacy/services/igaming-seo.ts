import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/igaming-seo",
  title: "iGaming SEO",
  alias: "Technical, content and link work for gambling brands",
  icon: "casino",
  graphic: "seo",
  bullet:
    "Monthly SEO for casino operators, sportsbooks and affiliates: technical fixes, trustworthy content and regulation-aware links.",
  description: [
    "Ranking a gambling site takes more than links. Operators run large sites with game libraries, promotions that expire and separate versions for each licensed market, while affiliates compete on review and comparison pages where search engines look hard for real experience and trustworthiness. Our iGaming SEO service brings the technical, on-page and off-page work together in one monthly programme.",
    "We start with an audit of how search engines crawl and index your site, then work through content and links in the order that will make the most difference. You receive your first report within {{turnaround:/services/igaming-seo}} of signing up and a report every month after that, showing what we did, what changed and what comes next.",
    "SEO in this niche is a long game. Expect early movement after 2 to 3 months and the strongest results from 6 months onwards, provided the work is kept up.",
  ],
  points: [
    "Technical audit covering crawling, indexing, geo-targeting and hreflang",
    "Keyword research by market, product and player intent",
    "Review, game and promotion pages improved for experience and trust",
    "Regulation-aware link building from publishers that accept gambling content",
    "First report within {{turnaround:/services/igaming-seo}}, then monthly reporting",
  ],
  meta: {
    title: "iGaming SEO for Operators, Sportsbooks and Affiliates",
    description:
      "iGaming SEO for casino, betting and affiliate sites: technical fixes, trustworthy review content and regulation-aware links.",
  },
  days: 14,
  turnaroundKind: "report",
  how_it_works: [
    {
      title: "Audit and market map",
      description:
        "We audit the site's technical health and map which markets, products and keywords matter to you. For operators this includes how each licensed market's version of the site is set up and served.",
    },
    {
      title: "Priorities and plan",
      description:
        "We agree a prioritised plan with you, so the fixes with the biggest likely effect come first. Your first report arrives within {{turnaround:/services/igaming-seo}}.",
    },
    {
      title: "On-page and content work",
      description:
        "We improve key pages such as game, review, promotion and guide pages, and write new content where there are gaps. Pages are written to show real knowledge of the product, not to repeat keywords.",
    },
    {
      title: "Links and monthly review",
      description:
        "We build links from publishers that accept gambling content and reach your markets. Each month we report on rankings, traffic and links, and adjust the plan.",
    },
  ],
  key_benefits: [
    {
      title: "Market-by-market targeting",
      description:
        "Hreflang, country folders or separate domains set up so the right version of the site ranks in each market you are licensed for.",
    },
    {
      title: "Pages search engines can trust",
      description:
        "Gambling pages touch people's money, so clear authorship, up-to-date terms and honest reviews matter. We build those signals into the pages that earn your revenue.",
    },
    {
      title: "Links that match the brand",
      description:
        "Our link work uses vetted publishers only; {{claim:no-pbn}}. That keeps your profile clean in a niche where shortcuts are common.",
    },
    {
      title: "One team, one plan",
      description:
        "Technical, content and links are planned together, so you are not coordinating three suppliers who each see only part of the picture.",
    },
  ],
  why_choose: [
    "Gambling SEO has its own technical traps. Geo-blocking and age-gate pop-ups can stop search engine crawlers from seeing your pages at all, promotion pages go stale, and multi-market sites often compete against themselves. We look for these problems first because fixing them can matter more than any number of new links.",
    "Affiliates face a different challenge: search engines favour reviews that show first-hand experience. We help you present real testing, named authors and clear affiliate disclosure, which is good for readers and for rankings.",
    "Our link building for gambling brands is described in detail on our [casino link building](/services/casino-link-building) page, and our [casino SEO](/casino-seo) page explains how we work with operators and affiliates. We have worked with {{claim:clients}} {{claim:since}}.",
  ],
  faq: [
    {
      title: "What does an iGaming SEO audit cover?",
      description:
        "<p>The audit looks at everything that affects how search engines find and judge your site, including:</p><ul><li>crawling and indexing, including geo-blocking and age gates</li><li>hreflang and market targeting</li><li>site speed and mobile usability</li><li>thin, duplicate or out-of-date pages such as expired promotions</li><li>your backlink profile compared with competitors</li></ul><p>It ends with a prioritised list of fixes, not just a list of problems.</p>",
    },
    {
      title: "Do you work with both operators and affiliates?",
      description:
        "Yes. Operators usually need more technical and multi-market work, while affiliates need stronger review content and a steady flow of links. We shape the plan around your business model after the audit.",
    },
    {
      title: "How long before we see results?",
      description:
        "Most sites see early movement after 2 to 3 months, with the best results from 6 months of consistent work. Gambling keywords are fiercely contested, so we cannot guarantee positions, but we report every month so you can see exactly what is being done.",
    },
    {
      title: "Will the content you write meet gambling advertising rules?",
      description:
        "We write with responsible gambling in mind: no content aimed at under-18s, no suggestion that gambling solves money problems, and clear terms wherever offers are mentioned. Compliance with your licence conditions and advertising rules stays your responsibility, so your compliance team should sign off content before publication.",
    },
    {
      title: "Can you work alongside our in-house team?",
      description:
        "Yes. Many operators have developers and content staff already, so we can supply audits, briefs and links while your team makes the on-site changes. We agree who does what at the start so nothing falls through the gaps.",
    },
  ],
};

export default service;
