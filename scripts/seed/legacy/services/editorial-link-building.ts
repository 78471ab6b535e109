import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/editorial-link-building",
  title: "Editorial Link Building",
  alias: "Links placed in context, in content editors choose to run",
  icon: "editorial",
  graphic: "editorial",
  bullet:
    "Contextual links inside genuine editorial content, written to each publisher's standards and reached through outreach.",
  description: [
    "An editorial link sits in the body of an article, surrounded by text that explains why it is there. It is the kind of link a journalist or blogger adds because the page it points to helps their reader, and it is the kind search engines value most, because it looks and works like a recommendation.",
    "Our editorial link building service earns those links through outreach. We find publishers whose content overlaps with your expertise, propose article ideas that serve their readers, and write each piece to the publication's own style. Your link appears where it adds something, supporting a point, a statistic or a recommendation, rather than bolted on to the end.",
    "Turnaround is from {{turnaround:/services/editorial-link-building}}. Because editors have the final say, we cannot dictate exactly how or where every link appears, and we would not want to: that editorial judgement is what gives the link its value. [Get in touch](/get-in-touch) to talk through your campaign.",
  ],
  points: [
    "Links in the body of genuine articles, not footers or author boxes",
    "Article ideas shaped around each publication's readers",
    "Content written to the publisher's style and standards",
    "Links placed in context, next to the point they support",
    "Every live link reported with its page and surrounding context",
  ],
  meta: {
    title: "Editorial Link Building: Contextual Links That Last",
    description:
      "Editorial link building: contextual links in real editorial content on relevant sites, earned by outreach and written to their standards.",
  },
  days: 14,
  turnaroundKind: "link",
  how_it_works: [
    {
      title: "Find your expertise",
      description:
        "We learn what your business knows that others do not: data, experience, opinions or practical advice. That is what makes an editor interested.",
    },
    {
      title: "Match ideas to publishers",
      description:
        "We research publications that cover the same ground and pitch article ideas built around their readers' interests, with a natural place for your link.",
    },
    {
      title: "Write to their standard",
      description:
        "Once an idea is accepted, we write the article in the publication's style. Your link is placed where it supports the text, and the editor reviews it before publishing.",
    },
    {
      title: "Publish and report",
      description:
        "You receive each live link, the page it appears on and the context around it. Turnaround is from {{turnaround:/services/editorial-link-building}}, depending on each publication's schedule.",
    },
  ],
  key_benefits: [
    {
      title: "Links search engines trust",
      description:
        "A link surrounded by relevant text on a real publication carries more weight than one tucked into a sidebar, footer or author biography.",
    },
    {
      title: "Readers who click",
      description:
        "A link that helps the reader gets clicked. Editorial links can bring interested visitors as well as authority.",
    },
    {
      title: "Staying power",
      description:
        "Articles that editors chose to publish tend to stay published, because they are part of the site's own content rather than an advert.",
    },
    {
      title: "Your expertise on show",
      description:
        "Each article positions your business as a source worth citing, which builds credibility with the publication's readers and with future publishers.",
    },
  ],
  why_choose: [
    "Editorial links depend on editors trusting whoever pitches them. We have worked with publishers {{claim:since}} and built relationships with {{claim:publishers}}, so our ideas are read rather than ignored.",
    "We write for the publication first. An article that would not interest its readers will not be accepted, and if it were, the link in it would be worth little. Getting the content right is the whole job.",
    "Every link is earned, one publisher at a time; {{claim:no-pbn}}. That is slower than buying from a list, and it is why the links hold their value.",
  ],
  faq: [
    {
      title: "What makes a link editorial?",
      description:
        "<p>An editorial link:</p><ul><li>sits in the main body of an article, not a footer, sidebar or author box</li><li>is surrounded by text that is relevant to the page it points to</li><li>appears in content the publisher has reviewed and chosen to run</li></ul><p>In short, it is a link a reader would expect to find there.</p>",
    },
    {
      title: "Can I choose the anchor text?",
      description:
        "You can tell us your preferred keywords and we will build them into our pitches, but the editor has the final word. Editors often rewrite anchors so that they read naturally, and a varied, natural anchor profile is safer for your site anyway.",
    },
    {
      title: "How is this different from tier 1 link building?",
      description:
        "Both build links that point directly at your site. [Tier 1 link building](/services/tier-1-link-building) starts from your link profile and plans target pages and anchors across a campaign; editorial link building starts from your expertise and focuses on getting your link into genuinely editorial content. A campaign can use both.",
    },
    {
      title: "How many editorial links can I expect?",
      description:
        "That depends on your niche, how much expertise you can offer and how many publications cover your subject. Editors can decline any pitch, so we do not promise a fixed number. We agree a realistic target with you at the start and report every link as it goes live.",
    },
    {
      title: "Will editorial links improve my rankings?",
      description:
        '<p>Editorial links are among the most valuable links a site can earn, but no honest agency can guarantee a ranking. Results depend on your site\'s content and technical health, the strength of your competitors and the consistency of your link building. In our experience, SEO results start to show in 2 to 3 months and are best from 6 months. For a broader campaign, see our <a href="/services/seo-packages">SEO packages</a>.</p>',
    },
  ],
};

export default service;
