import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/finland-link-building",
  title: "Finland Link Building",
  alias: "Finnish-language links from publishers in Finland",
  icon: "flag",
  graphic: "outreach",
  bullet: "Native Finnish outreach for links on relevant Finnish sites, with articles written in natural Finnish.",
  description: [
    "Finland is a compact market with a language unlike those of its Scandinavian neighbours. Finnish also works very differently from English: words take many endings and join into long compounds, so a single keyword can appear in several forms. To rank in Finland you need links from Finnish publishers, and content written by people who handle those forms without thinking. That is what our Finland link building provides.",
    "The Finnish publisher pool is smaller than those in Germany or France. Alongside news and magazine sites there are capable niche blogs on home and interiors, outdoor life, technology, parenting, food and personal finance. Editors tend to value accurate, understated writing, and heavy sales language goes down badly. Because the pool is smaller, we choose sites carefully and take care not to overuse any one of them.",
    "Finland is officially bilingual, and its Swedish-speaking minority has its own media. We write in Finnish as standard; if you also want to reach Swedish-speaking Finns, ask us about Swedish-language placements when you brief us.",
  ],
  points: [
    "Outreach and articles by native Finnish speakers",
    "Publishers in Finland, including .fi sites and Finnish media",
    "Anchors and topics in the word forms Finns actually search",
    "Careful site selection in a smaller market, from DA20 upward",
    "Optional approval of sites and content ({{claim:approval-surcharge}})",
    "Swedish-language placements for Finland on request",
  ],
  meta: {
    title: "Finland Link Building: Native Finnish Outreach",
    description:
      "Finland link building by native speakers: relevant links from Finnish publishers, with articles that suit Finnish grammar and readers.",
  },
  days: 14,
  turnaroundKind: "link",
  how_it_works: [
    {
      title: "Agree pages and search terms",
      description:
        "We look at the Finnish pages you want to rank and the terms behind them, including inflected and compound forms, so that anchors read naturally in a Finnish sentence.",
    },
    {
      title: "Select Finnish publishers",
      description:
        "Our Finnish-speaking team shortlists sites with a real Finnish audience in your topic or a close neighbour to it, checking authority, traffic and quality.",
    },
    {
      title: "Pitch and write in Finnish",
      description:
        "Editors are approached in Finnish with a topic suited to their readers. A native writer produces the article and places your link where it fits the text.",
    },
    {
      title: "Live links and report",
      description:
        "Most links go live within 10 to 21 days, though a very narrow niche can take longer in a market this size, and we tell you at the start if so. Every link is reported with its URL and anchor text.",
    },
  ],
  key_benefits: [
    {
      title: "Local trust signals",
      description:
        "Links from Finnish sites tell search engines your pages are relevant to Finland, which matters when you are competing with well-established local businesses.",
    },
    {
      title: "Grammar handled properly",
      description:
        "A Finnish anchor has to fit the case endings of the sentence around it. Native writers make it read naturally instead of forcing an English-style keyword into the text.",
    },
    {
      title: "Quality over volume",
      description:
        "In a smaller publisher pool, a handful of well-chosen, relevant links does more for you than a large number of weak ones, and keeps your profile looking natural.",
    },
    {
      title: "Part of a wider Nordic plan",
      description: "We work across the Nordic languages, so Finland can be one part of a campaign covering the wider region.",
    },
  ],
  why_choose: [
    "We respect the size of the Finnish market. We would rather tell you that a niche has only a few suitable sites than place your links on irrelevant ones.",
    "The writing is done by native Finnish speakers, because Finnish does not survive machine translation well and Finnish editors notice at once.",
    "Clients have given us {{claim:review-score}} on an independent review site, after {{claim:years-trading}} of link building.",
    "Every placement is won through outreach: {{claim:no-pbn}}.",
  ],
  faq: [
    {
      title: "Why does Finnish grammar matter for link building?",
      description: `<p>Finnish adds endings to words where English uses separate prepositions, and it joins words into compounds. In practice that means:</p><ul><li>one keyword appears in many forms: Helsinki, Helsingissä (in Helsinki), Helsingistä (from Helsinki)</li><li>an exact-match, English-style anchor often cannot sit naturally in a Finnish sentence</li><li>keyword research has to cover the forms people actually type</li></ul><p>Native writers handle this as a matter of course, which is why we never translate.</p>`,
    },
    {
      title: "Is the Finnish market big enough for link building?",
      description:
        "Yes, but it calls for care. There are fewer publishers than in the larger European markets and fewer sites at the very top of the authority range, so we focus on relevance and spread links across different sites. For most businesses 5 to 20 links a month is a sensible range; in a narrow niche we may suggest the lower end over a longer campaign.",
    },
    {
      title: "Can you build Swedish-language links for Finland?",
      description:
        "Yes, on request. Finland's Swedish-speaking minority lives mainly along the west and south coasts and in Åland, and has its own media. If those readers matter to you, we can include Swedish-language Finnish publishers alongside Finnish ones; your landing page should then be in Swedish too.",
    },
    {
      title: "Don't most Finns just search in English?",
      description:
        "Many Finns read English comfortably, but when they look for products and services at home they generally search in Finnish, and they click on Finnish results. English pages and English links will not win those searches on their own. If you do not have Finnish pages yet, we recommend putting them in place before building links to them.",
    },
    {
      title: "How long does it take to see results?",
      description:
        "Links usually go live within 10 to 21 days. Rankings take longer: expect movement after 2 to 3 months and the best results from about 6 months. We cannot guarantee rankings in Finland, because your content, your site and your competitors also play their part.",
    },
  ],
};

export default service;
