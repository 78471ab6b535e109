import { linkOptions } from "../prices";
import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/tier-1-link-building",
  title: "Tier 1 Link Building",
  alias: "Strong links pointing straight at the pages that matter",
  icon: "tier",
  graphic: "links",
  bullet: "Quality links that point directly at your money pages, planned page by page with a sensible anchor text mix.",
  description: [
    "In link building, a **tier 1** link is one that points directly at your own website. It is the link that passes authority straight to the page you want to rank, so it is the one that has to meet the highest standard: a relevant, well-run site, a genuine article and a link placed where a reader would expect it. (Tier 2 links, by contrast, point at the pages that carry your tier 1 links, to strengthen them.)",
    "Our tier 1 service starts with your site, not a list of links for sale. We look at which pages you need to rank, what your competitors' link profiles look like and what your own profile is missing, then plan the target pages, anchor text and site types before outreach begins. Each link is earned through outreach to a real publisher, inside content written for its readers.",
    "Turnaround is from {{turnaround:/services/tier-1-link-building}}. You can also buy single links by the authority or the traffic of the linking site, priced below. For most sites we recommend building 5 to 20 links a month, so growth looks natural and can be measured. [Get in touch](/get-in-touch) and we will suggest a plan for your site.",
  ],
  points: [
    "Links that point directly at your most important pages",
    "A link plan built from your site and your competitors' profiles",
    "A natural mix of branded, URL and keyword anchor text",
    "Relevant, well-run sites only, reached through outreach",
    "A steady pace, typically 5 to 20 links a month",
  ],
  meta: {
    title: "Tier 1 Link Building: Direct Links to Key Pages",
    description:
      "Tier 1 link building: links from relevant, well-run sites pointing straight at the pages you need to rank, with a natural anchor text mix.",
  },
  days: 14,
  turnaroundKind: "link",
  package_new: linkOptions,
  how_it_works: [
    {
      title: "Audit and plan",
      description:
        "We review your current backlinks and those of the competitors outranking you, then agree which pages to target and how many links each needs.",
    },
    {
      title: "Set the anchor text mix",
      description:
        "We plan a spread of branded, URL, generic and keyword anchors for each page. Over-using exact-match keywords is one of the quickest ways to make a link profile look unnatural.",
    },
    {
      title: "Outreach and content",
      description:
        "We approach relevant publishers, write an article for each placement and position your link in context. Every site is checked for quality before it is pitched.",
    },
    {
      title: "Report and adjust",
      description:
        "You receive each live link with its target page, anchor and site metrics. Month by month we adjust the plan to where it is having most effect.",
    },
  ],
  key_benefits: [
    {
      title: "Authority where you need it",
      description:
        "Because tier 1 links point at your own pages, the authority they carry reaches the pages you want to rank, not somewhere nearby.",
    },
    {
      title: "A plan, not a shopping list",
      description:
        "Every link has a target page and a purpose agreed in advance, so your budget goes on the gaps that hold you back.",
    },
    {
      title: "A profile that looks natural",
      description:
        "A measured pace and a varied anchor text mix build a profile that looks like a brand people choose to link to, which is what search engines reward.",
    },
    {
      title: "Full visibility",
      description: "You see every link, its target and its anchor, so you always know what has been built on your behalf.",
    },
  ],
  why_choose: [
    "Tier 1 links go straight to your site, so a bad one is your problem, not someone else's. We hold every site to the same checks and turn down publishers that do not meet them; {{claim:no-pbn}}.",
    "We have built links for {{claim:clients}} {{claim:since}}. That experience shapes every plan we write: how many links, to which pages, at what pace.",
    "We do not believe in overnight results. A steady, well-planned tier 1 campaign takes longer to show than a burst of cheap links, but it lasts, and it does not put your site at risk.",
  ],
  faq: [
    {
      title: "What is the difference between tier 1 and tier 2 links?",
      description:
        '<p><strong>Tier 1</strong> links point directly at your website. <strong>Tier 2</strong> links point at the pages that host your tier 1 links, to make those links stronger. Tier 1 links need to meet the highest standard because they touch your site directly. Our <a href="/services/seo-packages">SEO packages</a> combine high-quality placements with tier 2 links as part of a wider monthly campaign.</p>',
    },
    {
      title: "Which pages should tier 1 links point to?",
      description:
        "Usually the pages that earn you money: service pages, category pages and key landing pages, plus your home page for brand strength. Some links should also go to useful content such as guides, because a profile in which every link points at a sales page looks unnatural. We agree the split with you in the plan.",
    },
    {
      title: "How many links do I need?",
      description:
        "<p>It depends on how far you are behind the sites you are competing with. For most sites we recommend 5 to 20 links a month. The audit at the start shows the gap between your link profile and your competitors', which tells us whether you are at the lower or higher end of that range.</p>",
    },
    {
      title: "Can I choose my own anchor text?",
      description:
        "You can tell us the keywords you care about, and we will use them in part of the anchor text plan. Publishers sometimes adjust anchors to suit their article, and we advise against exact-match keyword anchors on every link because that pattern can harm a site rather than help it.",
    },
    {
      title: "When will I see a change in rankings?",
      description:
        "Links take time to be found and counted, and rankings also depend on your content, technical health and competition, so we cannot guarantee a result. In our experience SEO results start to show in 2 to 3 months and are best from 6 months of consistent work.",
    },
  ],
};

export default service;
