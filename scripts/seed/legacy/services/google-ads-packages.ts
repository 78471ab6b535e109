import { ppcPackages } from "../prices";
import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/google-ads-packages",
  title: "Google Ads Packages",
  alias: "PPC management that earns its keep",
  icon: "ads",
  graphic: "ads",
  bullet:
    "Google Ads management: campaigns built, optimised and reported by a PPC specialist, with your ad spend paid directly to Google.",
  description: [
    "Our Google Ads packages put an experienced PPC manager in charge of your paid search. We build or restructure your campaigns, choose keywords and match types, write ads, set bids and budgets, and keep refining them so more of your spend goes on clicks that turn into enquiries and sales.",
    "There are three packages, sharing one feature list. Packages 2 and 3 add **Analytics Linking**, so conversions on your website feed back into your campaigns, a **Detailed Competitor Review** of who is bidding against you and how, and **Landing Page Analysis** of the pages your ads send people to. Package 1 covers the core management without those three.",
    "Our management fee is separate from your ad spend, which you pay directly to the ad platform. We recommend {{claim:ppc-minimum-ad-spend}}, so your campaigns gather enough data to optimise. Your first report arrives within {{turnaround:/services/google-ads-packages}}, once the campaigns have run long enough to show meaningful numbers.",
  ],
  points: [
    "Campaigns built or restructured by an experienced PPC manager",
    "Ongoing keyword, ad copy, bid and budget optimisation",
    "Analytics Linking to measure real conversions (packages 2 and 3)",
    "Detailed Competitor Review and Landing Page Analysis (packages 2 and 3)",
    "Ad spend paid directly to the ad platform, separate from our fee",
    "First report within {{turnaround:/services/google-ads-packages}}",
  ],
  meta: {
    title: "Google Ads Management Packages (PPC)",
    description:
      "Google Ads management: campaign build, optimisation, competitor review and landing page analysis. Ad spend paid to Google. Monthly reports.",
  },
  days: 28,
  turnaroundKind: "report",
  packages: ppcPackages,
  how_it_works: [
    {
      title: "Account and market review",
      description:
        "We look at your existing account if you have one, or at your market and goals if you are starting out. We need to know what you sell, your margins and what a lead or a sale is worth to you.",
    },
    {
      title: "Build and launch",
      description:
        "We structure campaigns and ad groups, research keywords and negative keywords, write the ads and set up conversion tracking. On packages 2 and 3 we link your analytics so campaigns are judged on results, not clicks.",
    },
    {
      title: "Optimise",
      description:
        "We review search terms, bids, budgets and ad performance regularly, cut wasted spend and test new ads. On packages 2 and 3 this work draws on a detailed competitor review and analysis of your landing pages.",
    },
    {
      title: "Report",
      description:
        "Your first report arrives within {{turnaround:/services/google-ads-packages}}. It shows spend, clicks, conversions and cost per conversion, with what we changed and why.",
    },
  ],
  key_benefits: [
    {
      title: "Less wasted spend",
      description:
        "Search term reviews and negative keywords stop your budget going on clicks from people who were never going to buy.",
    },
    {
      title: "Decisions based on conversions",
      description:
        "With Analytics Linking on packages 2 and 3, campaigns are measured by the enquiries and sales they produce, so budget moves to the keywords and ads that pay.",
    },
    {
      title: "Know your competition",
      description:
        "The Detailed Competitor Review shows who is bidding on your terms, what they offer and where there are gaps you can win cheaply.",
    },
    {
      title: "Pages that convert",
      description:
        "Paid traffic is only worth it if the page it lands on persuades. Landing Page Analysis identifies what stops visitors enquiring and what to change first.",
    },
  ],
  why_choose: [
    "Your ad spend goes straight to the ad platform and our fee is separate, so we have no reason to push your budget up for its own sake. Our job is to make the spend you have work harder.",
    "Paid and organic search work best together. Because we also run [SEO packages](/services/seo-packages), we can use what your ads reveal about converting keywords to guide longer-term SEO, and the other way round.",
    "We have worked with {{claim:clients}} {{claim:since}}, and we report in plain English: what you spent, what it produced and what we are doing next.",
    "Questions get quick answers. We reply to enquiries {{claim:response-time}}.",
  ],
  faq: [
    {
      title: "Is ad spend included in the package price?",
      description:
        "No. The package price covers our management; your ad spend is paid directly to the ad platform. We recommend {{claim:ppc-minimum-ad-spend}}, because campaigns need enough clicks to show what works. Below that level, results are slow to appear and hard to judge.",
    },
    {
      title: "What is the difference between the packages?",
      description: `<p>All three packages share the same feature list. Packages 2 and 3 include three features that package 1 does not:</p><ul><li><strong>Analytics Linking</strong>: conversions on your website are tracked back to the campaigns, keywords and ads that produced them.</li><li><strong>Detailed Competitor Review</strong>: who bids on your terms, their offers and ad messages, and where you can compete.</li><li><strong>Landing Page Analysis</strong>: a review of the pages your ads send people to, with recommended changes.</li></ul><p>The comparison table on this page shows every feature side by side.</p>`,
    },
    {
      title: "How soon will I see results?",
      description:
        "Ads can start receiving clicks as soon as they are approved, so traffic begins quickly. Getting the most from a budget takes longer, because campaigns need data before bids, keywords and ads can be refined with confidence. Your first report arrives within {{turnaround:/services/google-ads-packages}}, and performance usually keeps improving over the following months of optimisation.",
    },
    {
      title: "Do you post on my Google Business Profile?",
      description:
        "Google business posts expire after 7 days, so a profile that is only updated now and then soon looks out of date to people who find you on Google. Where posting is part of your package, we schedule posts so there is always a current one. Ask us if you would like it added.",
    },
    {
      title: "Can you take over an existing Google Ads account?",
      description:
        "Yes. We start by reviewing the account's structure, tracking and history before changing anything, so nothing that already works is lost. Common early improvements include fixing conversion tracking, tightening match types and adding negative keywords.",
    },
  ],
};

export default service;
