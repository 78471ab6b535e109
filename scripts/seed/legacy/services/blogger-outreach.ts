import { bloggerOutreachPackages } from "../prices";
import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/blogger-outreach",
  title: "Blogger Outreach",
  alias: "Links on real blogs, placed by hand",
  icon: "outreach",
  graphic: "outreach",
  bullet: "Hand-placed articles on relevant blogs, in four authority tiers from DA20+ to DA50+.",
  description: [
    "Blogger outreach gets your website mentioned and linked from blogs that your customers, and search engines, already trust. We find relevant, active blogs in your subject area, write an article that suits their readers, pitch it to the site owner and place a link to your site inside it. We work only with independently run sites: {{claim:no-pbn}}.",
    "You choose the tier. Placements are grouped by Moz Domain Authority into **DA20+, DA30+, DA40+ and DA50+**, and the blogs in each tier average an Ahrefs Domain Rating of 20, 30, 40 and 50+ respectively, so you can check authority on two measures rather than one. Every placement includes a **500-word article** written by our team.",
    "Turnaround is {{turnaround:/services/blogger-outreach}} or more, every tier carries our price-match guarantee, and orders of 25+ and 50+ placements are discounted. See our packages below, or [get in touch](/get-in-touch) if you would like advice on which tier suits your site.",
  ],
  points: [
    "Four tiers: DA20+, DA30+, DA40+ and DA50+",
    "Average Ahrefs DR of 20, 30, 40 and 50+ by tier",
    "A 500-word article written for every placement",
    "Optional upfront approval of sites and content for {{claim:approval-surcharge}}",
    "Bulk discounts on orders of 25+ and 50+ placements",
    "Price-match guarantee on every tier",
  ],
  meta: {
    title: "Blogger Outreach Service: DA20+ to DA50+ Placements",
    description:
      "Blogger outreach on real, relevant blogs in four tiers, DA20+ to DA50+. Each placement includes a 500-word article. Price-match guarantee.",
  },
  days: 10,
  turnaroundKind: "link",
  packages: bloggerOutreachPackages,
  enquiry: {
    title: "Tell us what you need and we will plan your placements",
    content: [
      "Send us the pages you want to rank, your market and roughly how many placements you have in mind. We reply {{claim:response-time}} with a plan: which tiers suit your goals, the kinds of blogs we would approach and a firm price.",
      "Prefer to choose yourself? The tiers and their bulk prices are listed below. Orders of 25+ and 50+ placements are priced per placement at the lower rates, and you can approve every site and article upfront for {{claim:approval-surcharge}}.",
      "Turnaround is {{turnaround:/services/blogger-outreach}} or more from the start of the order, and you receive each live URL with the site's metrics as it is published.",
    ],
  },
  how_it_works: [
    {
      title: "Tell us what you want to promote",
      description:
        "Send us the pages you want links to, your target keywords or anchor text ideas, and the tier you want. Tell us now about any sites, competitors or topics you would rather avoid.",
    },
    {
      title: "We shortlist the blogs",
      description:
        "We look for blogs that cover your subject and meet the tier's authority threshold, and check that they publish regularly and are not simply a stream of paid posts. If you chose upfront approval, you see the list before we go any further.",
    },
    {
      title: "We write and pitch the article",
      description:
        "Our writers produce a 500-word article that suits each blog's readers and carries your link in context. We pitch it to the site owner and handle any edits they ask for.",
    },
    {
      title: "Your links go live",
      description:
        "When each post is published you receive the live URL along with the site's metrics. Turnaround is {{turnaround:/services/blogger-outreach}} or more; expect live links within 10 to 21 days, depending on how quickly each publisher works.",
    },
  ],
  key_benefits: [
    {
      title: "Relevance you can see",
      description:
        "Links come from blogs that write about your subject, inside articles your customers could genuinely read. That context is what makes a link worth having.",
    },
    {
      title: "Authority you can verify",
      description:
        "Each tier has a DA threshold and an average Ahrefs DR, so you can check every site yourself in the tools you already use.",
    },
    {
      title: "Content included",
      description:
        "A 500-word article comes with every placement, so there is no separate writer to brief and no extra content budget to find.",
    },
    {
      title: "As much control as you want",
      description:
        "Leave site selection and writing to us, or approve both upfront for {{claim:approval-surcharge}}. Either way you get a full list of what went live and where.",
    },
  ],
  why_choose: [
    "We have run blogger outreach {{claim:since}} and refined the process on campaigns for {{claim:clients}}. The process on this page is the one we follow on every order.",
    "Our outreach team works from a database of {{claim:contacts}} and has built relationships with {{claim:publishers}}. That is what lets us find relevant blogs in niches where a cold pitch would get nowhere.",
    "Every link is earned through outreach to a real site owner, not pulled from a network we control. Publishers can and do say no, which is exactly why a yes carries weight.",
    "If a publisher later takes a post down, we go back to them and ask for it to be restored; across our campaigns we see {{claim:resecured}}.",
    "We reply to enquiries {{claim:response-time}}, and you can {{claim:payment-methods}}.",
  ],
  faq: [
    {
      title: "What is the difference between DA and DR?",
      description:
        "DA (Domain Authority) is Moz's score and DR (Domain Rating) is Ahrefs'. Both estimate the strength of a site's backlink profile on a 0-100 scale, but they are calculated differently, so one site can score differently on each. We set each tier by DA and give the average Ahrefs DR for the tier, so you can check the sites against both.",
    },
    {
      title: "Can I approve the sites and the article before anything goes live?",
      description:
        "<p>Yes. Upfront approval of sites and content costs {{claim:approval-surcharge}} on the order. We send you the shortlist of blogs and the draft articles, and nothing is pitched until you have signed them off.</p><p>Without approval, we choose sites that meet your tier and brief, and you receive the full list with live URLs once the work is complete.</p>",
    },
    {
      title: "Will blogger outreach improve my rankings?",
      description:
        '<p>Relevant links from trusted sites are one of the strongest signals search engines use, but nobody can honestly guarantee a ranking. Results depend on your site\'s content and technical health, your competitors and how steadily you build links. In our experience SEO results start to show in 2 to 3 months and are best from 6 months onwards. If you want the on-page work handled as well, look at our <a href="/services/seo-packages">SEO packages</a>.</p>',
    },
    {
      title: "How does the price-match guarantee work?",
      description:
        '<p>Every tier carries our price-match guarantee. If you have a quote from another provider for comparable placements, <a href="/get-in-touch">send it to us</a> and we will go through it with you and match it. We compare like for like: the authority of the sites, the article included and the turnaround.</p>',
    },
    {
      title: "How many placements should I order?",
      description:
        "It depends on your site and how competitive your market is, but steady growth looks more natural than a sudden burst; we usually recommend 5 to 20 links a month. Bulk discounts apply from 25 placements and again from 50, so longer campaigns cost less per placement. If you are not sure where to start, get in touch and we will suggest a plan.",
    },
  ],
};

export default service;
