import { linkPackages } from "../prices";
import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/link-packages",
  title: "Link Packages",
  alias: "A whole link campaign in one order, across four grades of site",
  icon: "links",
  graphic: "tier",
  bullet: "Four ready-planned packages that mix DA20, DA30, DA40 and DA50+ links into one campaign.",
  description: [
    "Our link packages put a whole campaign into a single order. Each of the four packages mixes placements across four grades of site, **DA20, DA30, DA40 and DA50+**, so your backlink profile grows the way a healthy one does: a broad base of relevant, established sites with a smaller number of strong, high-authority placements on top. See our packages below for how many links of each grade each package includes.",
    "Every placement is an original article on a real, independently run site, pitched by our outreach team and written for that publisher's readers, with your link placed where it makes sense in the text. We have been building relationships with publishers {{claim:since}}, and today work with {{claim:publishers}}, so we can match your niche without stretching for sites that do not fit.",
    "Packages suit site owners who want a steady, predictable flow of links without briefing every placement one by one, and agencies running link building for several clients. If you would rather sign off each site and article before anything goes live, add **optional approval of sites and content** for {{claim:approval-surcharge}}.",
  ],
  points: [
    "Four packages, each mixing DA20, DA30, DA40 and DA50+ placements",
    "Sites chosen by hand for relevance to your niche and market",
    "An original article for every placement, with your link in context",
    "Optional approval of sites and content before publication ({{claim:approval-surcharge}})",
    "Placements in English or in French, German, Spanish, Italian, Portuguese, Dutch and the Nordic languages",
    "A report listing every live URL and the anchor text used",
  ],
  meta: {
    title: "Link Packages: DA20 to DA50+ Links in One Order",
    description:
      "Four link packages mixing DA20, DA30, DA40 and DA50+ placements on real, relevant sites. Original articles, no PBNs, optional approval.",
  },
  days: 14,
  turnaroundKind: "link",
  packages: linkPackages,
  enquiry: {
    title: "Not sure which package fits? Ask us",
    content: [
      "Tell us about your site, the pages you want to grow and the markets you sell in. We will recommend a package, explain how its links would be spread across the four grades and tell you what to expect, {{claim:response-time}}.",
      "Each package is a complete campaign: sites chosen by hand, an original article for every placement and a report of every live link. Links start going live within {{turnaround:/services/link-packages}}, and you can add approval of sites and content for {{claim:approval-surcharge}}.",
      "Ready to go? Compare the packages below and use Order to start straight away from your client dashboard.",
    ],
  },
  how_it_works: [
    {
      title: "Choose a package",
      description:
        "Pick the package that suits your budget and how quickly you want to grow. If you are unsure, tell us about your site and we will recommend one.",
    },
    {
      title: "Share your brief",
      description:
        "Send us your target pages, preferred anchor text, the markets you care about and any sites or topics to avoid. We turn that into a link plan across the four grades.",
    },
    {
      title: "Outreach and writing",
      description:
        "Our team pitches relevant publishers, agrees each placement and writes an original article for it. If you have added approval, you see every site and every draft first.",
    },
    {
      title: "Links go live and are reported",
      description:
        "Most placements go live within 10 to 21 days of the brief being agreed; on the larger packages they go live in stages. Each one is added to your report with its URL and anchor text.",
    },
  ],
  key_benefits: [
    {
      title: "A natural-looking profile",
      description:
        "Mixing grades avoids the lopsided profile you get from chasing only high-authority sites, and gives search engines a pattern that resembles links earned over time.",
    },
    {
      title: "One order, one plan",
      description:
        "You do not have to brief, chase and check placements one at a time. The package is planned as a whole and managed by one team from start to finish.",
    },
    {
      title: "Relevance before numbers",
      description:
        "Domain Authority is a useful filter, not the goal. We look for sites whose readers and topics match yours first, then check that their authority fits the grade.",
    },
    {
      title: "Control when you need it",
      description:
        "Approval is optional, so you can hand the whole campaign over or sign off each site and article, depending on how your organisation prefers to work.",
    },
  ],
  why_choose: [
    "We have been building links for {{claim:years-trading}} and have worked with {{claim:clients}}. Planning a mixed campaign across grades is everyday work for us, not a special project.",
    "Every link comes from outreach to a genuine publisher. Our policy is simple: {{claim:no-pbn}}.",
    "If a published post is later taken down, we go back to the publisher to restore it; across our campaigns that has meant {{claim:resecured}}.",
    "Questions get a prompt answer. We reply to enquiries {{claim:response-time}}, and you can {{claim:payment-methods}}.",
  ],
  faq: [
    {
      title: "What is the difference between DA20, DA30, DA40 and DA50+ links?",
      description: `<p>DA (Domain Authority) is a third-party score from 1 to 100 that estimates the strength of a site's link profile. It is not a Google metric, but it is a practical way to grade sites.</p><ul><li><strong>DA20 and DA30</strong> sites are typically established niche blogs and smaller publications. They give you relevant, topical links in good numbers.</li><li><strong>DA40</strong> sites are usually larger blogs and magazines with broader audiences.</li><li><strong>DA50+</strong> sites are strong, widely read publications, and the hardest placements to win.</li></ul><p>Each package mixes all four grades, because a profile built from one grade alone rarely looks natural.</p>`,
    },
    {
      title: "How long does a link package take?",
      description:
        "Most placements go live within 10 to 21 days of your brief being agreed. Larger packages involve many more publishers, so their links go live in stages and the package as a whole takes longer to complete. We keep you updated as each link is published, and tell you at the start if anything in your brief is likely to slow things down.",
    },
    {
      title: "Can I approve the sites and articles first?",
      description:
        "Yes. Optional approval of sites and content costs {{claim:approval-surcharge}} on the package price. We send you the proposed sites and each article before publication, and nothing goes live without your sign-off. Without approval we choose sites and write content to your brief, which is usually quicker.",
    },
    {
      title: "Will a link package guarantee higher rankings?",
      description:
        "No, and you should be wary of anyone who promises that. Rankings depend on your content, your site's technical health and your competitors as well as your links. Links are one of the strongest signals we can influence: sites typically start to see movement after 2 to 3 months, with the best results from around 6 months.",
    },
    {
      title: "How many links should I build each month?",
      description:
        "For most sites we recommend between 5 and 20 links a month, built steadily rather than in one burst. The larger packages suit bigger sites, groups of sites or agencies with several clients. If you are not sure which package fits, [get in touch](/get-in-touch) and we will look at your site and competitors before recommending one.",
    },
  ],
};

export default service;
