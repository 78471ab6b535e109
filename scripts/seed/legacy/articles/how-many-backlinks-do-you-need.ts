import type { LegacyArticle } from "../types";

const article: LegacyArticle = {
  url: "how-many-backlinks-do-you-need",
  title: "How Many Backlinks Do You Need to Rank?",
  category: "Link Building",
  order: 2,
  metaTitle: "How Many Backlinks Do You Need to Rank?",
  metaDescription:
    "There is no magic number of backlinks. How to estimate what your site needs from the competition, link quality and a steady monthly pace.",
  thumbnail: "how-many-backlinks-do-you-need.svg",
  datePublished: "2024-01-22",
  description: [
    {
      type: "paragraph",
      content: [
        "'How many backlinks do I need?' is one of the first questions clients ask us, and the honest answer is that it depends. It depends on how competitive your market is, how strong your site already is, how good the links are and which pages you want to rank. There is no fixed number that works for every site, but there is a sensible way to work out a figure for yours.",
      ],
    },
    {
      type: "paragraph",
      title: "Why there is no universal figure",
      content: [
        "Search engines do not rank pages by counting links. They weigh many signals, including the relevance and quality of the content, how well it matches what the searcher wants, the site's technical health and the links pointing at it. Among links, quality and relevance matter far more than volume. A handful of links from respected sites in your sector can outweigh a large number from low-quality pages.",
        "Competition sets the bar. A local plumber targeting their own town may need far fewer links than a national retailer up against marketplaces and household brands. The number that matters is not an abstract target but the gap between you and the sites you want to overtake.",
      ],
    },
    {
      type: "paragraph",
      title: "Look at the pages you are competing with",
      content: [
        "The most practical way to estimate your needs is to study the pages that currently rank for your target keywords. Using a tool such as Ahrefs, Semrush or Moz, note for each of the top results how many referring domains point to the page itself, how many point to the site as a whole, and how relevant and authoritative those linking sites are.",
        "Compare those figures with your own page and site. If the top results have a similar number of linking domains to you, better content and on-page work may be enough. If they have several times more, you know you have a sustained link-building job ahead. Count referring domains rather than total links, because repeated links from one site add little beyond the first.",
      ],
    },
    {
      type: "paragraph",
      title: "Quality changes the maths",
      content: [
        "A link from a relevant, well-read site with real organic traffic is worth more than a link from a site that exists only to publish paid articles. That is why two campaigns with the same number of links can produce very different results. When you compare quotes or plan a budget, ask about the sites, not just the count.",
        "It also means you should never chase a number by lowering your standards. A burst of cheap links from irrelevant sites may do nothing at best, and at worst can lead to a manual action from Google.",
      ],
    },
    {
      type: "paragraph",
      title: "A steady pace: 5 to 20 links a month",
      content: [
        "For most campaigns we recommend building somewhere between 5 and 20 links per month. Where you sit in that range depends on competition: a niche business in a quiet local market can make good progress towards the lower end, while a site up against national brands in a crowded sector will usually need to be nearer the top.",
        "A steady monthly pace looks natural, lets you measure the effect of each batch and spreads the cost. A site that gains a large number of links in one month and none for the next six presents search engines with an odd pattern and gives you little to learn from.",
      ],
    },
    {
      type: "image",
      url: "how-many-backlinks-do-you-need.svg",
      alt: "Bar chart of links a month against competition: a short bar for low competition marked 5, a middle bar for medium and a tall bar for high competition marked 20",
    },
    {
      type: "paragraph",
      title: "Spread links across the site",
      content: [
        "Do not point every link at your homepage. Links to the service pages, category pages and guides you want to rank help those pages directly, and a natural profile includes links to a variety of pages. Support them with sound internal linking so that authority flows from your strongest pages to the ones that need help.",
      ],
    },
    {
      type: "paragraph",
      title: "How long before you see results",
      content: [
        "Once placements are agreed, links are usually live within 10 to 21 days, but rankings take longer to respond. SEO work typically starts to show in two to three months, with the best results from six months onwards. Give each phase of a campaign time to settle before deciding whether it has worked, and track rankings for groups of keywords alongside traffic and enquiries.",
      ],
    },
    {
      type: "paragraph",
      title: "Working out your own number",
      content: [
        "Start with your target pages and keywords, measure the referring domains behind the pages that outrank you, and set a monthly pace within the 5 to 20 range that suits your budget and your competition. Review every few months and adjust: if you are closing the gap, keep going; if the leaders are pulling away, you may need more links, better ones, or stronger pages for them to point at.",
        "Our [link packages](/services/link-packages) are built around this kind of steady monthly volume. If you would like us to estimate the gap for your site, [get in touch](/get-in-touch).",
      ],
    },
  ],
};

export default article;
