import type { LegacyArticle } from "../types";

const article: LegacyArticle = {
  url: "anchor-text-ratios-explained",
  title: "Anchor Text Ratios Explained",
  category: "Link Building",
  order: 3,
  metaTitle: "Anchor Text Ratios Explained",
  metaDescription:
    "Anchor text ratios explained: why there is no magic formula, and how to benchmark your link profile against rivals and keep anchors natural.",
  thumbnail: "anchor-text-ratios-explained.svg",
  datePublished: "2024-06-11",
  description: [
    {
      type: "paragraph",
      content: [
        "Anchor text is the clickable wording of a link. When another site links to you with the words 'handmade oak furniture', search engines take that as a clue about what your page is about. That is useful, and it is also why anchor text has been abused for as long as link building has existed.",
        "Your anchor text ratio is simply the mix of different kinds of anchor across all the links pointing at your site. Get it badly out of balance and it looks manufactured; keep it natural and your links do their job without drawing the wrong kind of attention. This article explains the types of anchor, why nobody can give you a perfect ratio and how to judge your own.",
      ],
    },
    {
      type: "paragraph",
      title: "The main types of anchor text",
      content: [
        "**Branded** anchors use your business name, such as 'Smith & Sons'. **Naked URL** anchors are the address itself, such as 'smithandsons.co.uk'. **Generic** anchors are phrases like 'click here', 'this guide' or 'their website', which say nothing about the topic.",
        "**Exact match** anchors repeat the keyword you want to rank for word for word, such as 'oak dining tables'. **Partial match** anchors include the keyword within a longer phrase, such as 'a range of solid oak dining tables made in Yorkshire'. Finally there are image links, where the image's alt text plays the part of the anchor, and a mixed bag of anchors such as your own name or a product name.",
      ],
    },
    {
      type: "image",
      url: "anchor-text-ratios-explained.svg",
      alt: "Five labelled link tags, Brand, URL, Generic, Partial match and Exact match, with arrows converging on a single web page",
    },
    {
      type: "paragraph",
      title: "Why there is no magic ratio",
      content: [
        "You will find plenty of articles quoting precise percentages for each anchor type. Treat them with caution. Google has never published an ideal ratio, and the figures that circulate are usually averages taken from one set of sites at one point in time. An average across thousands of sites tells you little about what is normal in your own market.",
        "What is well established is the risk at the extreme. Since Google's Penguin update in 2012, link profiles dominated by exact-match commercial anchors have been treated as a sign of manipulation. Real people linking of their own accord mostly use your name, your address or whatever words fit their sentence. A profile in which most links say 'cheap car insurance' does not look like that.",
      ],
    },
    {
      type: "paragraph",
      title: "How to benchmark your own profile",
      content: [
        "Export the backlinks to your site from a tool such as Ahrefs, Semrush or Moz and group the anchors into the types above. A spreadsheet and an hour of sorting is enough for most small and medium-sized sites. Tools often do a rough grouping for you, but check it, because they cannot always tell a brand name from a keyword.",
        "Then do the same for three to five sites that rank well for the searches you care about. Look at the pages that rank, not only the home pages, because anchors pointing at a product or service page usually look quite different from those pointing at a home page. The pattern you find across those competitors is a far better guide than any figure quoted online.",
      ],
    },
    {
      type: "paragraph",
      title: "Keeping new links natural",
      content: [
        "When you build links, let the anchor fit the sentence it sits in. An editor writing naturally about your business will usually reach for your name or a descriptive phrase, and that is exactly the kind of link you want. Use exact-match anchors sparingly, and vary the wording when you do.",
        "Spread links across different pages of your site rather than pointing everything at one money page with one phrase. Be wary of site-wide links, such as a footer credit on every page of another site, which can multiply a single anchor hundreds of times. And keep a record of the anchors you have used, so that the balance is a decision rather than an accident.",
      ],
    },
    {
      type: "paragraph",
      title: "Fixing a profile that is over-optimised",
      content: [
        "If your audit shows far more exact-match anchors than your competitors, start by changing the mix going forward. New links with branded, URL and descriptive anchors will dilute the imbalance over time. Where you have a relationship with the site that placed an old link, ask them to change the anchor to your brand name.",
        "Google's disavow tool is for links you believe are manipulative and cannot get removed, particularly if you have received a manual action in Search Console. It is not a routine clean-up tool, and disavowing good links can do more harm than good. If you are unsure, get a second opinion before you use it.",
      ],
    },
    {
      type: "paragraph",
      title: "How we approach anchor text",
      content: [
        "In our [blogger outreach](/services/blogger-outreach) campaigns, each link sits in an article written for the publisher's audience, so the anchor has to read naturally in context. We plan anchors across a whole campaign rather than link by link, and we lean on branded and descriptive wording, keeping exact-match anchors for the places where they genuinely fit.",
        "We also keep the sources clean: {{claim:no-pbn}}. If you would like us to look over your current anchor mix before you start a new campaign, [get in touch](/get-in-touch).",
      ],
    },
  ],
};

export default article;
