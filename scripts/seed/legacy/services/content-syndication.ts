import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/content-syndication",
  title: "Content Syndication",
  alias: "Your best content, republished where your audience reads",
  icon: "syndication",
  graphic: "syndication",
  bullet: "Your existing articles republished or adapted for relevant third-party sites, credited and linked to you.",
  description: [
    "You have probably published articles, guides or research that deserve more readers than your own site can bring. Content syndication puts that work in front of a wider audience by getting it republished, in full or adapted, on relevant third-party websites, with a credit and a link back to the original.",
    "We review your content, pick the pieces with the widest appeal and match them to publishers whose readers care about the subject. Where a site will republish the original, we ask for it to point search engines back to your page as the source, so your version remains the one that ranks. Where a site wants something unique, we rewrite the piece for its audience so it adds value rather than repeating what is already online.",
    "Turnaround is from {{turnaround:/services/content-syndication}}. Syndication works best alongside link building rather than instead of it; we will tell you which pieces are worth syndicating and which would do more as fresh placements through [blogger outreach](/services/blogger-outreach).",
  ],
  points: [
    "Existing content matched to relevant third-party publishers",
    "Republished with a credit and a link to your original",
    "Search engines pointed to your page as the source where the site allows",
    "Unique rewritten versions for publishers that require them",
    "A report of every live republication",
  ],
  meta: {
    title: "Content Syndication: Republish Your Best Content",
    description:
      "Content syndication: your best articles and research republished on relevant third-party sites, credited and linked back to your original.",
  },
  days: 14,
  turnaroundKind: "link",
  how_it_works: [
    {
      title: "Audit your content",
      description:
        "We go through what you have already published and pick the pieces that would interest readers beyond your own customers: original research, practical guides and well-argued opinion usually travel best.",
    },
    {
      title: "Match it to publishers",
      description:
        "For each piece we shortlist sites that cover the subject and accept republished or contributed content, and check that their audience is relevant to you.",
    },
    {
      title: "Republish or adapt",
      description:
        "Where a publisher takes the original, we agree how it will credit and link to your page. Where it wants a unique version, we rewrite the piece for its readers.",
    },
    {
      title: "Report the results",
      description:
        "You receive the live URL of every republication with the site's details. Turnaround is from {{turnaround:/services/content-syndication}}.",
    },
  ],
  key_benefits: [
    {
      title: "More value from work you have done",
      description:
        "A guide or study that took weeks to produce keeps working after its launch, reaching readers on sites you could not reach alone.",
    },
    {
      title: "New audiences",
      description:
        "Syndicated content reaches the readers of established sites in your field, which can bring referral traffic and enquiries as well as brand recognition.",
    },
    {
      title: "Your original stays the source",
      description:
        "We handle attribution with publishers so that your page is credited as the original, and avoid the duplicate-content problems careless syndication can cause.",
    },
    {
      title: "Authority by association",
      description:
        "Being published on respected sites in your sector builds credibility with readers, and gives you names to point to in your own marketing.",
    },
  ],
  why_choose: [
    "Syndication done carelessly can leave a more powerful site ranking with your content instead of you. We handle attribution with every publisher, and rewrite rather than risk it when a site will not credit the original properly.",
    "Our outreach team works from a database of {{claim:contacts}}, so we can find publishers in specialist fields, not only the general-interest sites that will accept anything.",
    "We are honest about what syndication is for. It brings reach, readers and credibility; if what you mainly need is link authority, we will say so and suggest the service that delivers it.",
  ],
  faq: [
    {
      title: "Will syndicated content cause duplicate-content problems?",
      description:
        "<p>Not if it is handled properly. When a site republishes your article in full, we ask it to point search engines to your original as the source, usually with a canonical tag, and to credit and link to your page. If a publisher will not do that, we offer it a rewritten, unique version instead of the copy.</p>",
    },
    {
      title: "What kind of content works for syndication?",
      description:
        '<p>The pieces that travel best are:</p><ul><li>original research and data</li><li>practical, evergreen guides</li><li>expert commentary with a clear point of view</li></ul><p>Heavily promotional pages and thin articles rarely find a publisher. We will tell you honestly if your existing content needs work first, and our <a href="/services/content-creation">Creative Content</a> team can help.</p>',
    },
    {
      title: "Is content syndication the same as content distribution?",
      description:
        "No. Syndication republishes a piece you already have, in full or adapted, on other sites. [Content distribution](/services/content-distribution) promotes a content asset to publishers so that they write about it and link to it in their own words.",
    },
    {
      title: "Will syndication improve my rankings?",
      description:
        "It can help indirectly, through credited links, brand searches and referral traffic, but it is not the fastest route to better rankings. A republished copy that points to your original passes the credit back to your page; it does not add a new, independent article about you. Nobody can guarantee a ranking change from syndication, and we will not pretend otherwise.",
    },
    {
      title: "How long does a syndication campaign take?",
      description:
        "Turnaround is from {{turnaround:/services/content-syndication}}. Publishers with long editorial queues, and pieces that need rewriting for several sites, take longer; we will agree a realistic timescale when we see your content.",
    },
  ],
};

export default service;
