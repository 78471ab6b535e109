import type { LegacyArticle } from "../types";

const article: LegacyArticle = {
  url: "what-makes-a-good-backlink",
  title: "What Makes a Good Backlink?",
  category: "Link Building",
  order: 1,
  metaTitle: "What Makes a Good Backlink?",
  metaDescription:
    "Relevance, real readers, editorial placement and natural anchor text: how to tell a good backlink from one that does nothing, or does harm.",
  thumbnail: "what-makes-a-good-backlink.svg",
  datePublished: "2023-06-05",
  description: [
    {
      type: "paragraph",
      content: [
        "Not all links are equal. One link from a respected, relevant site can do more for your rankings than dozens from pages nobody reads, and some links can do harm. Knowing what separates a good backlink from a poor one helps you judge any link-building campaign, whether you run it yourself or hire an agency to do it.",
        "These are the qualities we look for, roughly in order of importance.",
      ],
    },
    {
      type: "paragraph",
      title: "Relevance comes first",
      content: [
        "A good backlink comes from a site that has a genuine reason to mention you. A garden centre linked from a gardening blog, a payroll provider linked from a small-business finance site, a hotel linked from a guide to its city: each makes sense to a reader, and to a search engine.",
        "Relevance works at two levels. The site as a whole should cover a subject close to yours, and the page carrying the link should be about something related. A broad site that writes about everything can still give a good link if the article itself is on topic. A link dropped into an unrelated article on an otherwise relevant site is weaker.",
      ],
    },
    {
      type: "paragraph",
      title: "A site with real readers",
      content: [
        "The best links come from sites that people actually visit. A site with genuine organic traffic has earned its place in search results, which is a good sign that search engines trust it. It also means the link can send you visitors, not only ranking signals.",
        "Check that the traffic is real and relevant. Look at which keywords the site ranks for in a tool such as Ahrefs or Semrush, and whether its audience is in the countries you sell to. A site whose traffic comes mostly from keywords unrelated to its subject, or which shows a sudden spike followed by a collapse, deserves a closer look before you go near it.",
      ],
    },
    {
      type: "paragraph",
      title: "Editorial placement and context",
      content: [
        "A link inside the body of a well-written article, surrounded by text that explains why it is there, carries more weight than one in a footer, sidebar, author box or long list of links. The article itself should be something the publisher is happy to show its readers: original, accurate and useful.",
        "Pages that exist only to hold links, with thin text and several unrelated outbound links, are a warning sign. So are sites where nearly every post is an article promoting a different business.",
      ],
    },
    {
      type: "paragraph",
      title: "Anchor text that reads naturally",
      content: [
        "Anchor text is the clickable wording of a link. It helps search engines understand what the linked page is about, but a profile full of exact-match commercial phrases looks engineered. A natural mix includes your brand name, the page address, descriptive phrases and occasionally a keyword, each chosen because it fits the sentence.",
        "A simple test: read the sentence aloud. If the link wording sounds forced, a reader will notice, and so will a search engine.",
      ],
    },
    {
      type: "image",
      url: "what-makes-a-good-backlink.svg",
      alt: "A white checklist card with four ticked items: relevant site, real readers, in the article and natural anchor",
    },
    {
      type: "paragraph",
      title: "Authority metrics: useful, but only a guide",
      content: [
        "Metrics such as Moz's Domain Authority (DA) and Ahrefs' Domain Rating (DR) estimate the strength of a site's link profile. They are handy for filtering, and our [blogger outreach](/services/blogger-outreach) tiers use them for that reason. They are third-party scores, though, not Google's, and they can be inflated. A site with a high score, little real traffic and an off-topic audience is a worse prospect than a smaller, relevant site that people read.",
        "Use metrics to build a shortlist, then judge each site on relevance, traffic and the quality of its content.",
      ],
    },
    {
      type: "paragraph",
      title: "Warning signs of a poor link",
      content: [
        "Some links are best avoided altogether. Private blog networks, groups of sites built only to link out to paying clients, break Google's spam policies and can cost you rankings; it is one reason {{claim:no-pbn}}. Other warning signs include sites that will publish anything on any topic, directories that accept every submission, sites in languages or countries unrelated to your market, and sudden bursts of links that all use identical anchor text.",
        "If a link would only make sense to a search engine and never to a person, it is not worth having.",
      ],
    },
    {
      type: "paragraph",
      title: "Putting it together",
      content: [
        "A good backlink, then, is relevant, sits on a site with real readers, appears within useful content and uses natural wording. The simplest test of all is whether the link would still make sense if search engines did not exist. If you would be pleased for a potential customer to find your link on that page, it is probably a good one.",
        "If you would rather have this vetting done for you, our [link building](/link-building) team can take it on.",
      ],
    },
  ],
};

export default article;
