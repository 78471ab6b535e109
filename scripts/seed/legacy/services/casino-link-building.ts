import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/casino-link-building",
  title: "Casino Link Building",
  alias: "Editorial links for casino, betting and affiliate sites",
  icon: "casino",
  graphic: "links",
  bullet:
    "Links for operators and affiliates from publishers that accept gambling content and reach the markets you are licensed for.",
  description: [
    "Casino is one of the hardest niches to build links in. Many publishers will not touch gambling content at all, others accept it only for certain countries or under their own labelling, and a placement on a site read by the wrong audience is a compliance headache as well as a wasted link. We build links for casino operators, sportsbooks and affiliate sites through manual outreach to publishers who have agreed to carry gambling-related articles.",
    "Every placement is chosen against the markets you are licensed for and the audience the publisher actually reaches, not just its domain authority. We write each article to suit the publication, the publisher's editor reviews it, and your link typically goes live within 10 to 21 days. Placements range from DA20 up to DA90+.",
    "Put simply, {{claim:no-pbn}}. Every site we use is a real publication with its own readers and its own editorial rules, which is what makes a link worth having in a niche where search engines look hard at link profiles.",
  ],
  points: [
    "Publishers checked for gambling acceptance and audience location before outreach",
    "Placements matched to the markets you hold a licence for",
    "Articles written for each publication, with responsible gambling framing where it fits",
    "Placements from DA20 up to DA90+",
    "Live links typically within 10 to 21 days",
    "A report listing every live URL, anchor and target page",
  ],
  meta: {
    title: "Casino Link Building for Operators and Affiliates",
    description:
      "Casino link building from real publishers that accept gambling content, matched to your licensed markets. No PBNs and no bought links.",
  },
  days: 14,
  turnaroundKind: "link",
  how_it_works: [
    {
      title: "Markets and profile review",
      description:
        "You tell us which markets you are licensed for or target and which pages you want to rank. We review your current backlink profile and those of the sites ranking above you.",
    },
    {
      title: "Publisher shortlist",
      description:
        "We filter our network of {{claim:publishers}} down to publishers that accept gambling content and whose readers sit in your markets. If you prefer, you can approve the list before we go further.",
    },
    {
      title: "Content and outreach",
      description:
        "Our writers produce an article for each publication, pitched at its readers rather than at a search engine. The publisher's editor has the final say on what goes live.",
    },
    {
      title: "Live links and reporting",
      description:
        "Links typically go live within 10 to 21 days. You receive a report with each live URL, the anchor used and the page it points to.",
    },
  ],
  key_benefits: [
    {
      title: "Links that fit your licences",
      description:
        "A link from a site aimed at a market you cannot serve does little for you and can look wrong to a regulator. We match audience to licence first.",
    },
    {
      title: "Fewer wasted placements",
      description:
        "Because publishers are vetted for gambling acceptance up front, articles are not rejected at the last minute or quietly pulled a few weeks later.",
    },
    {
      title: "A natural anchor profile",
      description:
        "Casino link profiles are often over-optimised with exact-match anchors. We plan anchors around what you already have, with branded and descriptive text doing most of the work.",
    },
    {
      title: "Content that passes editorial review",
      description:
        "Articles are written to be useful to the publication's readers, so they clear editors who see a lot of low-effort gambling pitches.",
    },
  ],
  why_choose: [
    "We have been doing outreach for {{claim:years-trading}} and have worked with {{claim:clients}} {{claim:since}}. Gambling clients need the same thing every client needs from us, real sites with real readers, plus a layer of care over audience and jurisdiction that generalist link builders tend to skip.",
    "We are open about what the niche allows. Some of the most authoritative publications will not accept casino content under any circumstances, and we will not pretend otherwise. What we can do is find the many good sites that will, and place content there that reads as if it belongs.",
    "Our best campaign to date delivered 157 links at an average DA of 69. That is a best case, not a forecast: most campaigns run at 5 to 20 links a month, and the right number for you depends on your market, your competitors and your budget.",
    "If you want search help beyond links, our [iGaming SEO](/services/igaming-seo) service covers technical and on-page work, and our [casino SEO](/casino-seo) page explains how we work with operators and affiliates.",
  ],
  faq: [
    {
      title: "Do you guarantee rankings for casino keywords?",
      description:
        "No. Nobody can honestly guarantee rankings, and casino terms are among the most competitive in search. What we control is the quality and relevance of the links we build; you can usually expect to see movement after 2 to 3 months, with the strongest results from 6 months of steady work.",
    },
    {
      title: "Will publishers accept casino and betting content?",
      description:
        "<p>Some will and many will not. Each publisher sets its own rules, and we only pitch gambling content to sites that have told us they accept it. Typical conditions include:</p><ul><li>which countries' operators they will mention</li><li>how the article is labelled or disclosed</li><li>whether bonus offers or odds can be referenced</li></ul><p>We check these before writing, so you are not paying for articles that never go live.</p>",
    },
    {
      title: "How do you handle different licensing jurisdictions?",
      description:
        "We ask which markets you are licensed for at the start and only use publishers whose readers are mainly in those markets. Regulatory compliance remains your responsibility and we do not give legal advice, but we will not knowingly place your brand in front of an audience you are not permitted to serve.",
    },
    {
      title: "How many casino links should I build each month?",
      description:
        "We usually recommend between 5 and 20 links a month, built steadily rather than in bursts. A newer affiliate site with a thin profile needs a gentler pace than an established operator, and we will suggest a volume after reviewing your profile and competitors.",
    },
    {
      title: "What happens if a publisher removes my link?",
      description:
        "Gambling articles are most often taken down when a publisher changes its policy on the niche. If a post comes down we go back to the publisher first and find a suitable replacement if needed, with {{claim:resecured}} across our campaigns.",
    },
  ],
};

export default service;
