import { bloggerOutreachPackages } from "../prices";
import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/us/blogger-outreach",
  title: "Blogger Outreach (US)",
  alias: "Blogger outreach for American businesses",
  icon: "flag",
  graphic: "outreach",
  bullet: "Editorial placements on relevant blogs for US brands and agencies, from DA20+ to DA50+.",
  description: [
    "If you sell to American customers, the links that help you most come from blogs those customers read. Our blogger outreach service finds relevant blogs in your industry, writes an article that fits each one and secures a placement with a link back to your site, all handled by a team that has done this {{claim:since}}.",
    "You pick from four authority tiers, **DA20+, DA30+, DA40+ and DA50+**. Blogs in each tier average an Ahrefs Domain Rating of 20, 30, 40 and 50+ respectively, and every placement comes with a **500-word article** written by our team. When your brief calls for it, we look for blogs whose readership is in the US.",
    "We are a UK agency with {{claim:countries}}, and {{claim:remote-clients}}, so working with a US business across the Atlantic is routine for us. Turnaround is {{turnaround:/us/blogger-outreach}} or more, with a price-match guarantee and bulk discounts on orders of 25+ and 50+ placements.",
    "Want more than blog placements? See how we plan [link building for US businesses](/us/link-building), or how we take US businesses into new markets and languages with [multilingual SEO](/us/multilingual-seo).",
  ],
  points: [
    "Placements on real blogs in four tiers, DA20+ to DA50+",
    "Average Ahrefs DR of 20, 30, 40 and 50+ by tier",
    "500-word article included with each placement",
    "US readership targeted where your brief calls for it",
    "Price-match guarantee and bulk discounts at 25+ and 50+",
  ],
  meta: {
    title: "Blogger Outreach for US Businesses: DA20+ to DA50+",
    description:
      "Blogger outreach for US brands and agencies: relevant blog placements, DA20+ to DA50+, each with a 500-word article. Price-match guarantee.",
  },
  days: 10,
  sameTurnaroundAs: "/services/blogger-outreach",
  turnaroundKind: "link",
  packages: bloggerOutreachPackages,
  how_it_works: [
    {
      title: "Brief us on your market",
      description:
        "Tell us which pages you want to rank, who your customers are and where in the US they are, if that matters. Pick a tier, or ask us to recommend one based on your competitors.",
    },
    {
      title: "We find blogs your customers read",
      description:
        "We shortlist active blogs in your niche that meet the tier, favouring a US audience when your brief asks for it. For {{claim:approval-surcharge}} you can approve every site and article before we pitch.",
    },
    {
      title: "Outreach and writing",
      description:
        "We write a 500-word article for each blog and negotiate the placement with the site owner directly. Your link sits in the body of the article, where it makes sense to a reader.",
    },
    {
      title: "Live links and a report",
      description:
        "You receive each live URL with the site's authority metrics as it is published. Turnaround is {{turnaround:/us/blogger-outreach}} or more from the start of the order.",
    },
  ],
  key_benefits: [
    {
      title: "Links from your own market",
      description:
        "A link from a blog your customers read can send visitors as well as authority. We weigh audience as well as metrics when we choose sites.",
    },
    {
      title: "Clear tiers, checkable metrics",
      description:
        "Each tier has a DA floor and an average Ahrefs DR, so you or your client can verify every placement independently.",
    },
    {
      title: "No content to organise",
      description:
        "The 500-word article is written for you as part of each placement, so your team does not lose days drafting guest posts.",
    },
    {
      title: "Works for agencies too",
      description:
        "US agencies use us to fulfil link building for their own clients. Our [white-label service](/white-label) keeps our name out of your client reporting.",
    },
  ],
  why_choose: [
    "US buyers often ask whether a UK agency can place links on blogs that American readers follow. We can: the sites are chosen for your audience and subject, not for where our office is, and we draw on relationships with {{claim:publishers}} to do it.",
    "We have worked with {{claim:clients}} {{claim:since}}. That history is why publishers answer our emails, and why we can tell you honestly when a niche will be slow or a target is unrealistic.",
    "Outreach is done by people, one site at a time; {{claim:no-pbn}}. What you get is a link on a blog that exists for its readers.",
    "We answer enquiries {{claim:response-time}}. Those hours overlap with the morning on the US East Coast, and you can also reach us on our US phone number.",
  ],
  faq: [
    {
      title: "Can you target blogs with a US audience?",
      description:
        "Yes, when your brief asks for it. We look at where a blog's readers and traffic come from as well as its authority, and favour US-focused blogs for US campaigns. Some niches have fewer US blogs at the higher tiers, and if that is the case we will tell you before we start rather than fill the order with weaker sites.",
    },
    {
      title: "Can I see prices in US dollars?",
      description:
        '<p>Yes. Our packages can be shown in pounds sterling or US dollars using the currency switch on the package cards on our <a href="/services/blogger-outreach">blogger outreach page</a>, and your choice is remembered across the site. You can also <a href="/get-in-touch">ask us for a quote</a> for a larger campaign.</p>',
    },
    {
      title: "How do I pay from the US?",
      description:
        "You can {{claim:payment-methods}}. Whichever you use, the scope of the order is agreed before work begins so there are no surprises on the invoice.",
    },
    {
      title: "What happens if a blog removes my post?",
      description:
        "Occasionally a site owner takes a post down, for example after a redesign or a change of ownership. We contact them and ask for it to be restored, and we see {{claim:resecured}}. Tell us as soon as you spot a missing post and we will follow it up.",
    },
    {
      title: "Do you guarantee rankings on Google?",
      description:
        "<p>No, and you should be wary of anyone who does. What we control is the quality and relevance of the links we build; how much they move your rankings also depends on:</p><ul><li>the content and technical health of your site</li><li>how strong your competitors are</li><li>how consistently you build links over time</li></ul><p>In our experience SEO results start to show in 2 to 3 months, with the best results from 6 months onwards.</p>",
    },
  ],
};

export default service;
