import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/pr-outreach",
  title: "PR Outreach",
  alias: "Your story pitched to the press, links earned",
  icon: "outreach",
  graphic: "publication",
  bullet:
    "A planned PR outreach campaign that pitches your story to journalists and earns editorial coverage in about 6 to 8 weeks.",
  description: [
    "PR outreach is how a business earns coverage and links on news sites, magazines and industry publications: by pitching journalists a story worth covering. Our PR outreach service runs the whole campaign for you, from finding the angle and writing the release to pitching, follow-up and reporting the coverage it earns.",
    "A campaign takes about 6 to 8 weeks. It starts with research and preparation, where we study your business and your sector's press, shape the story and build the pitch material. Phase 2 is the outreach itself, which takes 2 to 4 weeks of pitching and follow-up with relevant journalists and editors. We then collect the coverage, check the links and report the results.",
    "Links earned this way come from editorial coverage, the kind search engines value most, and the coverage puts your brand in front of new readers. Nobody can promise what a journalist will publish, so we are clear from the start about which publications are realistic targets for your story.",
  ],
  points: [
    "A campaign angle researched and agreed with you",
    "Press release and pitch material written by our team",
    "2 to 4 weeks of targeted pitching and follow-up",
    "Pitching drawn from our database of {{claim:contacts}}",
    "Coverage and links reported with their URLs",
    "The full campaign in about 6 to 8 weeks",
  ],
  meta: {
    title: "PR Outreach Campaigns: Earn Editorial Coverage",
    description:
      "PR outreach campaigns that pitch your story to journalists and earn editorial links and coverage. Research, pitching and reporting included.",
  },
  days: 42,
  turnaroundKind: "link",
  how_it_works: [
    {
      title: "Research and angle",
      description:
        "We study your business, your competitors' coverage and what journalists in your sector are writing about, then propose angles with a realistic chance of being picked up.",
    },
    {
      title: "Prepare the pitch",
      description:
        "We write the press release and tailored pitches, and build a target list of journalists and publications that cover your subject. You approve the story before anything goes out.",
    },
    {
      title: "Outreach",
      description:
        "Phase 2 is the outreach itself: 2 to 4 weeks of pitching, answering journalists' questions, supplying quotes and images, and following up.",
    },
    {
      title: "Coverage report",
      description:
        "We collect the published coverage, check each link and send you a report listing every article, publication and link. The whole campaign takes about 6 to 8 weeks.",
    },
  ],
  key_benefits: [
    {
      title: "Editorial links",
      description:
        "Links in news and industry coverage are given by journalists because the story is worth covering, which is exactly why search engines trust them.",
    },
    {
      title: "Brand visibility",
      description:
        "Coverage reaches each publication's readers directly, building awareness and credibility with people who may never have searched for you.",
    },
    {
      title: "A timeline you can plan around",
      description:
        "About 6 to 8 weeks from start to report, so you can line a campaign up with a launch, an announcement or a busy season.",
    },
    {
      title: "Material you can reuse",
      description:
        "The press release, data and coverage can be used again on your website, in sales material and across social media long after the campaign ends.",
    },
  ],
  why_choose: [
    "We have worked with {{claim:clients}} {{claim:since}}, and our outreach team pitches from a database of {{claim:contacts}}, so your story goes to writers who cover your subject rather than to a mass mailing list.",
    "Every link we report is editorial: {{claim:no-pbn}}.",
    "We are realistic. We will tell you which publications your story can reach, and if an angle is not landing during phase 2 we adjust it rather than keep sending the same pitch.",
    "If you would rather pay only for the links a campaign produces, see our [Digital PR](/services/digital-pr) service, which works on a pay-on-results basis.",
  ],
  faq: [
    {
      title: "How long does a PR outreach campaign take?",
      description:
        "About 6 to 8 weeks in total. Research and preparation come first; phase 2, the outreach itself, takes 2 to 4 weeks of pitching and follow-up; then we report the coverage. Some articles appear after the report, because journalists sometimes publish weeks after being pitched, and we pass those on when they do.",
    },
    {
      title: "What makes a story newsworthy?",
      description: `<p>Journalists look for something their readers will care about. Strong angles include:</p><ul><li>new data or research, such as a survey or an analysis of figures you hold</li><li>expert comment on something already in the news</li><li>a genuinely new product, service or way of doing things</li><li>a local angle for regional publications</li><li>a clear, well-argued opinion on an industry debate</li></ul><p>We help you find the angle in what you already have.</p>`,
    },
    {
      title: "Will every article include a link?",
      description:
        "Not always. Some publications don't link out, or mention a brand by name only. We ask for a link wherever it is appropriate, and we report linked and unlinked coverage separately so you can see the full value of the campaign.",
    },
    {
      title: "How is PR outreach different from Digital PR?",
      description: `<p>PR outreach is a planned campaign with a set timeline of about 6 to 8 weeks. Our <a href="/services/digital-pr">Digital PR</a> service works on a pay-on-results basis, where you are invoiced only for live links. If you want links on a faster, more predictable schedule, see <a href="/services/pr-link-building">PR link building</a>.</p>`,
    },
    {
      title: "Can you guarantee coverage in a particular publication?",
      description:
        "No. Journalists decide what they publish, and no honest agency can promise a specific title. Before the campaign starts, we tell you which publications are realistic targets for your story and build the pitch around them.",
    },
  ],
};

export default service;
