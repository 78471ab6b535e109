import { seoPackages } from "../prices";
import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/digital-marketing-packages",
  title: "Digital Marketing Packages",
  alias: "Full-service digital marketing in one monthly plan",
  icon: "marketing",
  graphic: "marketing",
  bullet: "Full-service monthly packages that bring on-page SEO, digital marketing and off-page link building into one plan.",
  description: [
    "Our digital marketing packages bring the work most growing businesses need into one monthly plan. Each package is set out in three groups: **On-page Elements** for your own website, **Digital Marketing Elements** for the marketing around it, and **Off-page Elements** for links and mentions on other sites. You can see every item, and how it changes from one package to the next, in the comparison table below.",
    "There are four packages. Keyword coverage runs from 4 to 20 keywords, and the off-page work grows at each step: more link content and placements, more tier 2 links and social signals, and PR links from package 3. Image alt text, a link profile review and an analytics review are included from package 2, a blog article from package 3 and a landing page in package 4.",
    "The packages suit businesses that would rather have one agency responsible for the whole picture than brief and coordinate several suppliers. Your first report arrives within {{turnaround:/services/digital-marketing-packages}}, and as with any search work, expect results to build over months rather than weeks.",
  ],
  points: [
    "On-page, digital marketing and off-page work in one monthly plan",
    "4 to 20 target keywords, depending on the package",
    "Link content, placements, tier 2 links and social signals in every package",
    "Image alt text, link profile review and analytics review from package 2",
    "PR links and a blog article from package 3, plus a landing page in package 4",
    "One team, one plan and one report",
  ],
  meta: {
    title: "Digital Marketing Packages: Full-Service Monthly Plans",
    description:
      "Digital marketing packages combining on-page SEO, marketing and off-page link building in one monthly plan, with clear monthly reporting.",
  },
  days: 14,
  turnaroundKind: "report",
  packages: seoPackages,
  how_it_works: [
    {
      title: "Tell us about your goals",
      description:
        "Tell us what you sell, who you sell to and what has or hasn't worked before. We will recommend the package that fits, or you can book a call with us on this page.",
    },
    {
      title: "Plan the first month",
      description:
        "We agree your target keywords and review your site and, from package 2, your link profile and analytics. The plan sets out what each of the three element groups will deliver in month one.",
    },
    {
      title: "Deliver across all three groups",
      description:
        "Each month we work through the on-page, digital marketing and off-page items in your package, from optimising pages and writing content to placing links and building the signals that support them.",
    },
    {
      title: "Report and adjust",
      description:
        "Your first report arrives within {{turnaround:/services/digital-marketing-packages}}. After that, each report summarises the work done and how your keywords are moving, and sets out the next month's priorities.",
    },
  ],
  key_benefits: [
    {
      title: "One accountable agency",
      description:
        "You don't need to brief a writer, an SEO consultant and a link builder separately and hope their work fits together. One team owns the plan and answers for the results.",
    },
    {
      title: "Work that joins up",
      description:
        "Content, on-page changes and links are planned together, so a new blog article or landing page is supported by the links and signals built in the same month.",
    },
    {
      title: "A scope you can see",
      description:
        "The three element groups list every item in each package, so you know what is included before you order and can compare packages line by line.",
    },
    {
      title: "Scales with your business",
      description:
        "Move up a package when you want more keywords or more off-page work. The structure stays the same, so nothing has to be started again from scratch.",
    },
  ],
  why_choose: [
    "We have delivered SEO, content and link building for {{claim:clients}} {{claim:since}}. Our full-service packages are made from work our own team does every day.",
    "Our off-page work draws on relationships with {{claim:publishers}}, and {{claim:no-pbn}}. Every placement is on a real site with its own readers.",
    "We set realistic expectations. Search results usually take 2 to 3 months to appear and are strongest from six months, and we would rather tell you that now than promise quick wins.",
    "Clients rate us well, with {{claim:review-score}} on an independent review site, and we reply to enquiries {{claim:response-time}}.",
  ],
  faq: [
    {
      title: "How do digital marketing packages differ from SEO packages?",
      description: `<p>Both are monthly packages built on the same keyword, on-page and off-page work. The digital marketing packages are our full-service option, set out across On-page Elements, Digital Marketing Elements and Off-page Elements, for businesses that want one agency covering their wider online marketing too. If rankings are your only priority, our <a href="/services/seo-packages">SEO packages</a> may suit you better, so compare the tables on both pages.</p>`,
    },
    {
      title: "What is in each element group?",
      description: `<p>Every package lists its items in three groups:</p><ul><li><strong>On-page Elements</strong>: work on your own website, such as keyword targeting, image alt text, blog articles and, in package 4, a landing page.</li><li><strong>Digital Marketing Elements</strong>: the marketing work around your search presence, listed item by item in the comparison table.</li><li><strong>Off-page Elements</strong>: link content and placements, tier 2 links, social signals and, from package 3, PR links.</li></ul>`,
    },
    {
      title: "How soon will I see results?",
      description:
        "Your first report arrives within {{turnaround:/services/digital-marketing-packages}}. Search results usually start to show in 2 to 3 months and are strongest after six months of consistent work. Competitive markets, and sites with technical or link problems, can take longer, and we will tell you early if we think that applies to you.",
    },
    {
      title: "Can I change package later?",
      description:
        "Yes. Many clients start with a smaller package and move up as results come in or their budget grows. Talk to your account manager and we will agree when the change takes effect and what it adds to your plan.",
    },
    {
      title: "Do you work with businesses outside the UK?",
      description: `<p>Yes. We have {{claim:countries}}, and {{claim:remote-clients}}. We can target keywords in other markets, and for links in other languages see our <a href="/services/international-link-building">international link building</a> service.</p>`,
    },
  ],
};

export default service;
