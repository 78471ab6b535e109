import { seoPackages } from "../prices";
import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/seo-packages",
  title: "SEO Packages",
  alias: "Monthly SEO, planned, delivered and reported",
  icon: "seo",
  graphic: "seo",
  bullet: "Four monthly SEO packages covering 4 to 20 keywords, on-page work and off-page work that grows with each package.",
  description: [
    "Our SEO packages give you a monthly programme of on-page and off-page work built around the keywords that matter to your business. There are four packages, covering from 4 to 20 keywords, and each step up adds more link content and placements, more tier 2 links and social signals and, from package 3, PR links.",
    "The first 30 days cover your strategy plus the first month's work: we research and agree your keywords and look closely at the pages that should rank for them before any links are built. From package 2 we also write image alt text and review your link profile and analytics, package 3 adds a blog article, and package 4 includes a landing page written around your most valuable search terms.",
    "SEO takes time. Most sites see movement in 2 to 3 months, and the strongest results come from six months of steady work, so the packages are designed to be sustained month after month. We have run campaigns like this for {{claim:clients}} {{claim:since}}, and {{claim:no-pbn}}.",
  ],
  points: [
    "4 to 20 target keywords, agreed with you and tracked every month",
    "Link content written by our team and placed on relevant, real websites",
    "Tier 2 links and social signals to support your placements",
    "Image alt text, link profile review and analytics review from package 2",
    "PR links and a blog article from package 3, and a landing page in package 4",
    "Strategy plus month one delivered in your first 30 days",
  ],
  meta: {
    title: "Monthly SEO Packages: On-page, Links and Reporting",
    description:
      "Four monthly SEO packages covering 4 to 20 keywords, on-page work, link placements, tier 2 links and PR links. Clear monthly reporting.",
  },
  days: 14,
  turnaroundKind: "report",
  packages: seoPackages,
  explained: {
    title: "How a monthly SEO package works",
    content: [
      "A monthly SEO package is a set amount of search engine optimisation work delivered every month for a fixed fee. Instead of buying links or audits one at a time, you agree a set of target keywords with us and we work through the same cycle each month: improve the pages that target those keywords, create content, place links on relevant sites and report on what has moved.",
      "Each package is split into **on-page** and **off-page** work. On-page work happens on your own website: optimising the pages that target your keywords and, depending on the package, image alt text, a blog article or a new landing page. Off-page work happens elsewhere: link content creation and high-quality placements put your site in front of new readers and pass authority back to it, tier 2 links strengthen those placements, social signals help them get seen, and PR links, from package 3, come from newsworthy coverage.",
      "The first month is different from the rest. The first 30 days cover strategy plus month one: we research and agree your keywords, review the pages that should rank for them and, from package 2, check your existing link profile and analytics, then start the month-one work. Your first report arrives within {{turnaround:/services/seo-packages}}, so you can see what we found and what we are doing about it.",
      "Results build over time. Search engines need to find, crawl and weigh new links and content, so most sites see movement in 2 to 3 months, with the best results coming from six months onwards. No one can promise a ranking position, and we won't. What you can count on is the work in your package being done every month and reported plainly.",
    ],
  },
  how_it_works: [
    {
      title: "Choose a package",
      description:
        "Pick the package that matches the number of keywords you want to target and how competitive your market is. If you are unsure, book a call on this page and we will recommend one based on your site and your competitors.",
    },
    {
      title: "Strategy and month one",
      description:
        "In the first 30 days we research and agree your keywords, review the pages that should rank for them and draw up the plan, then start the first month's work. Your first report arrives within {{turnaround:/services/seo-packages}}.",
    },
    {
      title: "Monthly on-page and off-page work",
      description:
        "Each month we optimise your pages, write link content and place it on relevant sites, and build tier 2 links and social signals. PR links, a blog article or a landing page are added where your package includes them.",
    },
    {
      title: "Report and refine",
      description:
        "Your report shows the work completed, the links built and how your keywords are moving. We use it to agree the next month's priorities with you.",
    },
  ],
  key_benefits: [
    {
      title: "A predictable monthly cost",
      description:
        "You know what you will spend and what you will get each month, so SEO sits in your budget like any other service. The package table on this page sets out exactly what each package includes.",
    },
    {
      title: "On-page and off-page together",
      description:
        "Links work harder when the pages they point to are well optimised, and good pages need links to compete. Every package combines both, so neither half of the work is wasted.",
    },
    {
      title: "Room to grow",
      description:
        "Start with a smaller keyword set and move up as results come in. Off-page work grows with each package, from link placements, tier 2 links and social signals up to PR links and a dedicated landing page.",
    },
    {
      title: "Plain reporting",
      description:
        "Every report shows what was done, where your links were placed and how your rankings are moving. If something is not working, we say so and explain what we will change.",
    },
  ],
  why_choose: [
    "We have worked with {{claim:clients}} {{claim:since}}, and we have {{claim:countries}}. Our SEO packages are built from the work we do every day, not assembled from outsourced parts.",
    "Our placements come from relationships with {{claim:publishers}}, built up in {{claim:years-trading}} of trading. We pitch content editors are happy to publish, and {{claim:no-pbn}}.",
    "We are straight about timescales. SEO results usually take 2 to 3 months to show and are strongest from six months, and we will tell you at the start if your goals need a bigger package or more time.",
    "We are easy to reach: we reply to enquiries {{claim:response-time}}, and {{claim:remote-clients}}, so running a campaign entirely by email and video call is routine for us.",
  ],
  faq: [
    {
      title: "How long does SEO take to work?",
      description:
        "Most sites start to see movement in 2 to 3 months, and the best results usually come from six months of consistent work. How quickly you move depends on how competitive your keywords are, the current state of your site and its existing links. We report from the start, so you can see the work building before rankings catch up.",
    },
    {
      title: "Which SEO package is right for me?",
      description: `<p>It mainly depends on how many keywords you want to target and how competitive they are.</p><ul><li><strong>Packages 1 and 2</strong> suit local or niche businesses with a short list of keywords; package 2 adds image alt text and reviews of your link profile and analytics.</li><li><strong>Package 3</strong> adds PR links and a blog article for businesses in busier markets.</li><li><strong>Package 4</strong> covers the most keywords and includes a landing page, for competitive campaigns.</li></ul><p>If you are unsure, <a href="/get-in-touch">get in touch</a> and we will recommend one.</p>`,
    },
    {
      title: "What happens in the first 30 days?",
      description:
        "The first 30 days cover strategy plus month one. We research and agree your target keywords, review the pages that should rank for them and, from package 2, your link profile and analytics. We then start the first month's on-page and off-page work, and your first report arrives within {{turnaround:/services/seo-packages}}.",
    },
    {
      title: "Can you guarantee first-page rankings?",
      description:
        "No, and you should be wary of anyone who does. Rankings depend on Google's algorithms, your competitors and your site's history, none of which any agency controls. What we commit to is the work set out in your package, delivered every month and reported openly.",
    },
    {
      title: "What are tier 2 links and social signals?",
      description:
        "Tier 2 links point to the pages where your links have been placed, rather than to your own site, and help search engines find and value those placements. Social signals are shares of content on social platforms, which help new content get seen. Both support your main placements; they are not a replacement for them.",
    },
  ],
};

export default service;
