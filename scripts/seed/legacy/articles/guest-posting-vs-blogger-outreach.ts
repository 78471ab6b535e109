import type { LegacyArticle } from "../types";

const article: LegacyArticle = {
  url: "guest-posting-vs-blogger-outreach",
  title: "Guest Posting vs. Blogger Outreach: What's the Difference?",
  category: "Blogger Outreach",
  order: 1,
  metaTitle: "Guest Posting vs. Blogger Outreach: The Difference",
  metaDescription:
    "Guest posting and blogger outreach both place your content on other sites but differ in scale, control and effort. See which suits you.",
  thumbnail: "guest-posting-vs-blogger-outreach.svg",
  datePublished: "2023-09-12",
  description: [
    {
      type: "paragraph",
      content: [
        "Guest posting and blogger outreach are often used as if they mean the same thing. They overlap, and both usually end with an article on someone else's website that links back to yours. But they differ in how the opportunity is found, who does the work and how far the approach scales. Knowing the difference helps you choose the right one for your goals and your budget.",
      ],
    },
    {
      type: "paragraph",
      title: "What guest posting usually means",
      content: [
        "Guest posting is writing an article for another site, usually under your own name or your company's, in return for the exposure and a link back. Classic guest posting is pitched one site at a time: you find a publication you respect, read its contributor guidelines, propose a topic and, if the editor accepts, write a piece that fits its audience.",
        "Done well, it is a way to show expertise to a relevant audience. Your byline appears with your article, readers can see who you are, and the link sits in content written for them. Many trade publications, industry bodies and specialist blogs still welcome strong contributions from people who work in the field.",
      ],
    },
    {
      type: "paragraph",
      title: "What blogger outreach means",
      content: [
        "Blogger outreach is the wider process of finding relevant bloggers and site owners, building a relationship with them and agreeing to place content that mentions or links to your site. The content might be an article written for the blog, a mention in an existing post, a product review or a resource the blogger chooses to feature.",
        "It is usually run as a campaign rather than a one-off. An outreach team identifies suitable sites, checks their quality and relevance, contacts the owners, agrees the placement, provides the content and confirms the link is live. Doing this at any scale depends on established publisher relationships; our own [blogger outreach](/services/blogger-outreach) service draws on relationships with {{claim:publishers}}.",
      ],
    },
    {
      type: "paragraph",
      title: "The real differences",
      content: [
        "**Who finds the opportunity.** With guest posting you pitch and the editor decides. With outreach, the sourcing, vetting and negotiation are part of the service, which saves a great deal of time.",
        "**Scale.** Guest posting on your own rarely produces more than a handful of placements a month, because every pitch and every article takes real effort. An outreach campaign can place content on many relevant sites in parallel.",
        "**Control over the sites.** When you pitch publications yourself you choose each one, but your list is limited to the sites you already know. Outreach widens the pool; the trade-off is that you need to trust the vetting, or ask to approve sites and content before anything goes live.",
        "**Byline and brand.** Guest posts often carry your name and build your personal profile. Outreach content is frequently written to suit the blog's own voice, with the focus on the mention and the link rather than the author.",
      ],
    },
    {
      type: "image",
      url: "guest-posting-vs-blogger-outreach.svg",
      alt: "Side-by-side comparison: under guest posting, one circle with an arrow to a single article page; under blogger outreach, a central circle connected by lines to six site tiles",
    },
    {
      type: "paragraph",
      title: "Where guest posting still earns its place",
      content: [
        "If you have real expertise and the time to write, guest posting on a small number of respected publications in your field is well worth doing. It builds your reputation as well as your links, and it can lead to interviews, speaking invitations and partnerships. It particularly suits consultants, founders and specialists whose name is part of what they sell.",
        "The limit is time. Researching publications, pitching, waiting for replies and writing to each editor's brief takes hours per article, so it rarely becomes the main engine of a link-building programme.",
      ],
    },
    {
      type: "paragraph",
      title: "Where blogger outreach is the better fit",
      content: [
        "If your priority is a steady, relevant link profile to support your rankings, and you do not have the hours to find, vet and negotiate with sites one at a time, outreach is usually the more practical choice. It also suits businesses that need links in several markets or languages, or several pages promoted at once.",
        "Many businesses combine the two: a few guest articles a year for profile, with an outreach campaign running every month for links.",
      ],
    },
    {
      type: "paragraph",
      title: "Running either one well",
      content: [
        "The same standards apply to both. Choose sites that are relevant to your business and have real readers. Provide content that is worth publishing, not a thin article wrapped around a link. Use natural anchor text, and keep a record of every placement so you can check it stays live.",
        "Whether you write the articles yourself or use our [content creation](/services/content-creation) team, the test is the same: would the site's readers be glad to find this piece? If the answer is yes, the link that comes with it is likely to be a good one.",
      ],
    },
  ],
};

export default article;
