import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/top-level-publications",
  title: "Top Level Publications",
  alias: "Features on the most authoritative sites in your sector",
  icon: "publication",
  graphic: "publication",
  bullet: "Articles and mentions on leading news, magazine and industry sites at the top of the authority range.",
  description: [
    "Some links do more than others. A feature on a leading news site, national magazine or the best-known publication in your industry carries authority that dozens of small blogs cannot match, and it tells customers, partners and investors that you are worth writing about.",
    "Our top level publications service secures articles and mentions on sites at the upper end of the range we work with, which runs from DA20 to DA90+. We identify the titles that fit your sector and audience, develop an angle their editors will accept, write to their standards and manage the process through to publication.",
    "Turnaround is from {{turnaround:/services/top-level-publications}}, but top publications keep their own editorial schedules and some take longer. Availability changes constantly, so rather than promise a named title upfront, we show you the options open to your brand and let you choose. [Get in touch](/get-in-touch) to discuss what is possible in your market.",
  ],
  points: [
    "Placements on leading news, magazine and industry sites",
    "Publications chosen at the top of a DA20 to DA90+ range",
    "Angles and articles written to each publication's standards",
    "Options confirmed with you before anything is pitched",
    "Live links and publication details reported on completion",
  ],
  meta: {
    title: "Top Level Publications: High-Authority Placements",
    description:
      "Top level publications: articles and mentions on leading news, magazine and industry sites, chosen for authority and audience, all reported.",
  },
  days: 14,
  turnaroundKind: "link",
  how_it_works: [
    {
      title: "Set the target",
      description:
        "We discuss your sector, your audience and the page or brand you want featured. Together we decide whether reach, authority or credibility matters most.",
    },
    {
      title: "Shortlist the publications",
      description:
        "We present the high-authority titles currently open to a brand like yours, with their metrics and what each will accept. Nothing is pitched without your agreement.",
    },
    {
      title: "Develop the angle and write",
      description:
        "Editors at top publications reject anything that reads like an advert. We develop an angle that serves their readers and write the piece to their style and standards.",
    },
    {
      title: "Publish and report",
      description:
        "We manage editing and sign-off with the publication and send you the live URL on publication. Turnaround is from {{turnaround:/services/top-level-publications}}, subject to each title's schedule.",
    },
  ],
  key_benefits: [
    {
      title: "Authority that stands out",
      description:
        "A link from a leading publication is one of the strongest signals of trust a site can earn, and a small number can outweigh many lower-level links.",
    },
    {
      title: "Credibility with customers",
      description:
        "Being featured on a name your customers recognise gives you something to show on your own site, in proposals and in sales conversations.",
    },
    {
      title: "Referral traffic",
      description:
        "Large publications have large audiences. A well-placed feature can send visitors who are already interested in your subject.",
    },
    {
      title: "A stronger link profile",
      description:
        "A handful of top-tier links alongside steady mid-range placements gives your backlink profile the natural spread of a brand that is genuinely talked about.",
    },
  ],
  why_choose: [
    "Top publications are hard to reach and easy to annoy. We have built relationships with publishers for {{claim:years-trading}}, and we know that one careless pitch can close a door for everyone.",
    "We are upfront about what is achievable. Availability at the top end changes week by week, and some titles simply will not feature certain sectors; we would rather tell you that than take an order we cannot deliver.",
    "The writing is held to the publication's standard, not ours. That is why editors keep working with us, and why the features we secure read like journalism rather than advertising.",
  ],
  faq: [
    {
      title: "Which publications can you get me on?",
      description:
        '<p>It depends on your sector, your story and what each title is accepting at the time. Availability at this level changes constantly, so we do not publish a fixed list. When you <a href="/get-in-touch">get in touch</a> we will show you the options currently open to a brand like yours, with their metrics, so you can choose.</p>',
    },
    {
      title: "How is this different from blogger outreach?",
      description:
        "[Blogger outreach](/services/blogger-outreach) places articles on relevant blogs in fixed tiers from DA20+ to DA50+, and suits a steady, ongoing link building campaign. Top level publications focuses on a smaller number of features on the most authoritative sites available, where each placement is planned individually.",
    },
    {
      title: "Will the article be labelled as sponsored?",
      description:
        "Some publications label contributed or partner content, and policies vary from title to title. We tell you how a placement will be presented before you commit, so there are no surprises. If you want coverage that is purely editorial, our [digital PR](/services/digital-pr) service pitches news stories to journalists instead.",
    },
    {
      title: "Can you guarantee a placement on a specific site?",
      description:
        "Not before we have spoken to the publication. Editors have the final say on what they publish, and we will never promise a named title we cannot secure. Once a publication has agreed to a placement, we confirm the details with you before the article is written.",
    },
    {
      title: "What affects the results?",
      description:
        "<ul><li><strong>Your story:</strong> brands with expertise, data or a clear point of view are far easier to place.</li><li><strong>Your sector:</strong> some industries are restricted at certain publications.</li><li><strong>Timing:</strong> news cycles and editorial calendars affect when a piece can run.</li></ul><p>As with any link, we cannot guarantee the effect on your rankings, which also depends on your site and your competitors.</p>",
    },
  ],
};

export default service;
