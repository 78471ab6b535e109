import type { LegacyArticle } from "../types";

const article: LegacyArticle = {
  url: "what-is-domain-authority-and-does-it-matter",
  title: "What Is Domain Authority and Does It Matter?",
  category: "Link Building",
  order: 4,
  metaTitle: "What Is Domain Authority and Does It Matter?",
  metaDescription:
    "Domain Authority explained: how the score works, what it cannot tell you and how to use it sensibly when choosing sites for link building.",
  thumbnail: "what-is-domain-authority-and-does-it-matter.svg",
  datePublished: "2024-11-05",
  description: [
    {
      type: "paragraph",
      content: [
        "Spend any time buying or building links and you will hear the letters DA constantly. Publishers quote it, agencies price by it and site owners check their own score with some anxiety. Yet Domain Authority is widely misunderstood, and treating it as more than it is leads to poor decisions about which links are worth having.",
        "Here is what the score actually measures, how it compares with similar metrics, where it falls short and how we use it day to day.",
      ],
    },
    {
      type: "paragraph",
      title: "What Domain Authority is",
      content: [
        "Domain Authority is a score created by the SEO software company Moz. It predicts how likely a website is to rank in search results, based mainly on the links pointing to it: how many different websites link to it and how strong those linking sites are in turn. It runs from 1 to 100.",
        "The scale is not a straight line. Moving a site from 20 to 30 is considerably easier than moving one from 70 to 80, because the top of the scale is occupied by very large, heavily linked sites. Scores are also relative: when Moz updates its link index or its model, scores across the web can shift even if nothing about a particular site has changed.",
      ],
    },
    {
      type: "paragraph",
      title: "DA, DR and the other scores",
      content: [
        "Other tools have their own versions. Ahrefs has Domain Rating (DR), Semrush has Authority Score and Majestic has Trust Flow and Citation Flow. Each is built from that company's own crawl of the web and its own formula, so the same site can score quite differently in each. A site with a DA of 40 will not necessarily have a DR of 40.",
        "That is why it pays to be clear which metric someone is quoting, and to compare like with like. For blogger outreach we group sites into tiers by DA, starting at DA20+, and we also give the average Ahrefs DR of each tier, so you can check the sites against whichever tool you prefer.",
      ],
    },
    {
      type: "paragraph",
      title: "What the score cannot tell you",
      content: [
        "The most important point is that Domain Authority is not used by Google. Google has its own internal systems for judging sites and has said plainly that it does not use third-party authority scores. DA is an outside estimate that often correlates with rankings, not a lever that moves them.",
        "It also leaves out a great deal. DA says nothing about whether a site has real readers, whether it covers topics related to yours, whether it publishes anything its editors would stand behind or whether it sells links to anyone who asks. Because it is based on links, it can be inflated by the same manipulative links that search engines try to ignore. A site with a high score and almost no organic traffic is a warning sign, not a bargain.",
      ],
    },
    {
      type: "image",
      url: "what-is-domain-authority-and-does-it-matter.svg",
      alt: "A Domain Authority scale from 0 to 100 with the band from DA 20 to DA 90 plus highlighted and labelled Link placements, above a row of website icons",
    },
    {
      type: "paragraph",
      title: "So does it matter?",
      content: [
        "Yes, within limits. As a quick filter it is useful: it lets you rule out very weak sites, compare prospects in a shortlist and track the general direction of your own link profile over time. Across a whole campaign, links from sites with a stronger profile generally do carry more weight than links from sites with almost none.",
        "Where it goes wrong is when DA becomes the only thing anyone looks at. A relevant, well-read site with a modest score will often do more for you than an unrelated site with a high one, both in rankings and in the visitors it sends.",
      ],
    },
    {
      type: "paragraph",
      title: "How we use Domain Authority when choosing sites",
      content: [
        "The sites we place links on range from **DA 20 to 90+**. DA is the first filter, and it is how our [blogger outreach](/services/blogger-outreach) tiers and [link packages](/services/link-packages) are organised, because it gives clients a simple, checkable way to compare options.",
        "It is never the only filter. Before a site is used we also look at its organic traffic and whether that traffic is stable, how relevant its content is to the client, the quality of what it publishes and what else it links out to. A site that passes on DA but fails on those checks is left out.",
      ],
    },
    {
      type: "paragraph",
      title: "Should you try to raise your own DA?",
      content: [
        "Not as a goal in itself. Your own score will rise as a side effect of earning good links from relevant sites, which is what actually helps your rankings. Chasing the number directly tends to lead to exactly the kind of low-quality links that inflate it without doing anything useful.",
        "Check your score occasionally as one sign among several, alongside your rankings, organic traffic and enquiries. If those are heading the right way, the letters DA deserve much less of your attention than they usually get.",
      ],
    },
  ],
};

export default article;
