import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/online-reputation-management",
  title: "Online Reputation Management",
  alias: "Shape what people find when they search for you",
  icon: "reputation",
  graphic: "reputation",
  bullet: "Push damaging search results down and build a stronger, accurate first page for your brand or your name.",
  description: [
    "When someone searches for your business or your name, the first page of results is your reputation. A single negative article, an old news story or a cluster of poor reviews can cost you enquiries, candidates and partners before you get the chance to explain. Our online reputation management service works to change what that first page shows.",
    "We start by auditing the results for your brand and key people, then create and strengthen positive, accurate assets that deserve to rank: your own website and profiles, articles on respected publications and coverage earned through outreach. Using the same link-building methods we use for SEO, we help those assets outrank the results you would rather people did not see.",
    "We are honest about what is possible. We cannot delete legitimate content from other people's websites, and pushing a result down takes steady work over months, not days. Where content breaks a platform's own rules, we help you use the right reporting route; everything else we push down by building something better.",
  ],
  points: [
    "An audit of the search results for your brand and key people",
    "Positive, accurate profiles and content created and optimised",
    "Articles placed on respected publications through our outreach",
    "Link building that helps positive results outrank negative ones",
    "A review strategy to win more feedback from genuine customers",
    "Regular reports tracking your first page of results",
  ],
  meta: {
    title: "Online Reputation Management for Brands and People",
    description:
      "Online reputation management: we audit your search results, build positive content and links, and push damaging pages down. Monthly reports.",
  },
  days: 14,
  turnaroundKind: "report",
  how_it_works: [
    {
      title: "Audit your search results",
      description:
        "We record what appears for your brand name, products and key people, including review sites and news, and identify which results cause harm and why they rank.",
    },
    {
      title: "Agree the plan",
      description:
        "We set out which results we aim to push down, which assets we will create or strengthen, and a realistic timescale. Sensitive cases are handled discreetly from the first conversation.",
    },
    {
      title: "Build and promote positive assets",
      description:
        "We optimise your website and profiles, publish accurate articles on relevant sites through our publisher relationships, and build links to the assets best placed to outrank the negative results.",
    },
    {
      title: "Monitor and report",
      description:
        "Your first report arrives within {{turnaround:/services/online-reputation-management}}. After that we track your first page of results and report on how each result is moving, including anything new that appears.",
    },
  ],
  key_benefits: [
    {
      title: "More control over first impressions",
      description:
        "Customers, employers and partners judge you by what they find. A first page filled with accurate, positive results lets your real work speak for you.",
    },
    {
      title: "Protection for the future",
      description:
        "A strong set of positive results makes it harder for a single bad story or review to reach the first page again.",
    },
    {
      title: "Built on link-building experience",
      description:
        "Deciding which pages rank is what SEO is about. Our relationships with {{claim:publishers}} give positive content the authority it needs to compete.",
    },
    {
      title: "Discreet handling",
      description:
        "Reputation problems are often sensitive. We keep your case confidential and plan content carefully, so the work itself never draws attention to the issue.",
    },
  ],
  why_choose: [
    "Reputation management is, to a large extent, SEO applied to your own name. We have been doing SEO and link building {{claim:since}}, and that is the skill that decides which pages people see.",
    "We don't use fake reviews or throwaway sites, and {{claim:no-pbn}}. Tactics like those can backfire badly when the subject is your reputation.",
    "We tell you at the outset what we think can be achieved. Some results, such as stories on major news sites, are hard to move, and we would rather say so than sell you false hope.",
    "When something has just gone wrong, speed matters. We reply to enquiries {{claim:response-time}}.",
  ],
  faq: [
    {
      title: "Can you remove negative reviews or articles?",
      description:
        "We cannot remove legitimate content from sites we don't control, and anyone who promises to is either overstating what they can do or using methods that can backfire. If content breaks a platform's policies, such as a fake review, we help you report it through the right channel. For everything else, the approach is to build stronger, accurate results that push it further down.",
    },
    {
      title: "How long does reputation management take?",
      description:
        "It depends on how strong the negative result is and how much positive material already exists. A result on a small site can often be moved within a few months, while a story on a major news site can take much longer. Your first report arrives within {{turnaround:/services/online-reputation-management}}, and every report after that shows how each result is moving.",
    },
    {
      title: "What do you need from us?",
      description: `<p>To get started we need:</p><ul><li>the names, brand terms and products you want us to monitor</li><li>the results that concern you most, and any background we should know</li><li>access to your website and official profiles, or someone who can make changes</li><li>your approval for content published in your name</li></ul><p>Everything you share with us is kept confidential, and the more context we have, the more accurately we can plan.</p>`,
    },
    {
      title: "Will you write reviews for us?",
      description:
        "No. Fake reviews break the rules of every major review platform, and being caught posting them does far more damage than the original problem. We help you ask genuine customers for reviews at the right moment, which is the most reliable way to improve your rating.",
    },
    {
      title: "Is online reputation management only for businesses?",
      description:
        "No. We help companies and individuals, such as directors, professionals and founders whose names are tied to their business. Individuals usually need a smaller, more personal set of assets, such as professional profiles and articles on their area of expertise, and every case is treated confidentially.",
    },
  ],
};

export default service;
