import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/content-distribution",
  title: "Content Distribution",
  alias: "Getting your content in front of the sites that link",
  icon: "marketing",
  graphic: "globe",
  bullet: "Targeted outreach that puts your guides, studies and infographics in front of publishers who will reference them.",
  description: [
    "Publishing a strong piece of content is only half the job. Unless the right people see it, a guide, study or infographic can sit on your site for months without earning a single link. Content distribution is the other half: we take your asset to the bloggers, editors and site owners most likely to use it, and give them a reason to reference it.",
    "We build a target list for each asset, write pitches that explain what is in it for the publisher's readers, and follow up by hand. Alongside the pitching, we can place supporting articles on relevant blogs that cite your asset, so it gains its first mentions while the outreach runs. Every link and mention we secure is reported back to you.",
    "Turnaround is from {{turnaround:/services/content-distribution}}. Results depend heavily on the asset itself: useful, original content gets picked up, while thin or promotional content struggles however well it is pitched. If your content is not ready, we will say so, and our [infographic](/services/infographic-creation) and [content](/services/content-creation) teams can help.",
  ],
  points: [
    "A target list of relevant publishers built for each asset",
    "Personal pitches and follow-ups, not mass mailings",
    "Supporting placements on relevant blogs that cite your asset",
    "Works with guides, original research, tools and infographics",
    "A report of every link and mention secured",
  ],
  meta: {
    title: "Content Distribution: Outreach for Your Content",
    description:
      "Content distribution: targeted outreach that puts your guides, research and infographics in front of publishers who will link to them.",
  },
  days: 14,
  turnaroundKind: "link",
  how_it_works: [
    {
      title: "Assess the asset",
      description:
        "We review the content you want distributed and identify its strongest angle for publishers. If something would make it easier to pitch, such as a clearer summary or a chart, we suggest it before outreach starts.",
    },
    {
      title: "Build the target list",
      description:
        "We research the blogs, publications and resource pages that cover the subject, and prioritise those whose readers would genuinely find the content useful.",
    },
    {
      title: "Pitch and place",
      description:
        "We pitch each publisher individually and follow up by hand. Where it helps, we also place supporting articles that cite your asset on relevant blogs.",
    },
    {
      title: "Report and refine",
      description:
        "You receive every link and mention as it lands. We note which angles worked, so the next asset can be pitched more effectively.",
    },
  ],
  key_benefits: [
    {
      title: "Content that earns its keep",
      description:
        "Distribution turns content you have paid for into links, mentions and referral traffic, instead of leaving it waiting to be found.",
    },
    {
      title: "Links to your best pages",
      description:
        "Links earned by a useful asset point to pages that deserve them, and the authority they bring can help the rest of your site through internal links.",
    },
    {
      title: "Relationships that last",
      description:
        "A publisher who uses one good piece from you is more likely to look at the next, so each campaign makes the following one easier.",
    },
    {
      title: "Clear reporting",
      description: "You see exactly where your content has been picked up, which helps you decide what to create next.",
    },
  ],
  why_choose: [
    "Distribution is outreach, and outreach is what we have done for {{claim:years-trading}}. We know how editors read a pitch, and how quickly they delete a lazy one.",
    "We have built relationships with {{claim:publishers}}, which gives a new asset a head start with people who already know our pitches are worth opening.",
    "We are selective about what we distribute. If a piece is unlikely to be picked up, telling you before you spend money on outreach is more useful than a disappointing report afterwards.",
  ],
  faq: [
    {
      title: "What kind of content can you distribute?",
      description:
        "<p>The best results come from content that gives publishers something they cannot easily produce themselves:</p><ul><li>original research, surveys and data</li><li>in-depth guides and explainers</li><li>infographics and data visualisations</li><li>free tools and calculators</li></ul><p>Product pages and sales-led articles are very hard to distribute, and we will tell you if that is what we are looking at.</p>",
    },
    {
      title: "How many links will I get?",
      description:
        "We cannot promise a number, because publishers decide for themselves whether to use your content. The strength of the asset, the size of your niche and the timing all affect the result. What we can promise is relevant, personal outreach and a full report of everything secured.",
    },
    {
      title: "How is this different from digital PR?",
      description:
        '<p>Content distribution promotes an evergreen asset to bloggers and site owners in your field. <a href="/services/digital-pr">Digital PR</a> builds a news story and pitches it to journalists, and its link fees are invoiced only on live links. A campaign can use both: a strong asset for distribution and a news angle for the press.</p>',
    },
    {
      title: "Do you create the content as well?",
      description:
        "We can. Our [Creative Content](/services/content-creation) team writes articles and guides, and our [infographic creation](/services/infographic-creation) service researches and designs visual assets. Creating the asset with distribution in mind from the start usually makes it easier to pitch.",
    },
    {
      title: "How long before I see results?",
      description:
        "Turnaround is from {{turnaround:/services/content-distribution}}, and links keep arriving for some time after the main outreach as publishers get round to using your content. Any effect on rankings takes longer: in our experience SEO results show in 2 to 3 months and are best from 6 months.",
    },
  ],
};

export default service;
