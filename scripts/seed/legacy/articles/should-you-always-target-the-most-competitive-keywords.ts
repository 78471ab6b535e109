import type { LegacyArticle } from "../types";

const article: LegacyArticle = {
  url: "should-you-always-target-the-most-competitive-keywords",
  title: "Should You Always Target the Most Competitive Keywords?",
  category: "SEO",
  order: 5,
  metaTitle: "Should You Always Target the Most Competitive Keywords?",
  metaDescription:
    "Chasing the hardest keywords first rarely pays. Learn to weigh difficulty against realistic wins and build a staged keyword plan that grows.",
  thumbnail: "should-you-always-target-the-most-competitive-keywords.svg",
  datePublished: "2025-02-11",
  description: [
    {
      type: "paragraph",
      content: [
        "Every business wants to rank for the big, obvious search term in its market. An accountant wants 'accountant', a furniture shop wants 'sofas', and a new software company wants the two-word phrase its largest competitor already owns. It is an understandable ambition, and sometimes the right long-term goal. It is rarely the right place to start.",
        "In this article we look at why the most competitive keywords are often the worst first target, what keyword difficulty actually measures, and how a staged plan gets you to the big terms with traffic and enquiries coming in along the way.",
      ],
    },
    {
      type: "paragraph",
      title: "Why the biggest keywords are so tempting",
      content: [
        "Head terms have the largest search volumes, so on a spreadsheet they look like the fastest route to traffic. They are also the words business owners use when they picture their own market, which makes ranking for them feel like recognition.",
        "The trouble is that everyone else has done the same sum. The first page for a broad, high-volume term is usually held by large brands, marketplaces, comparison sites and publishers with years of content and a great many linking domains behind them. A site with modest authority can spend a year and a sizeable budget pushing towards that page and still sit on page three, earning almost nothing from the effort.",
        "Broad terms are often vague as well. Someone searching 'sofas' might want inspiration, a repair, a definition or a shop in another country. Even if you win the position, a good share of that traffic was never going to buy from you.",
      ],
    },
    {
      type: "paragraph",
      title: "What keyword difficulty really tells you",
      content: [
        "Most SEO tools give each keyword a difficulty score. It is a useful shortcut, but it is an estimate, usually based on the links pointing at the pages that currently rank. It does not know how strong your site is, how relevant your content is or what the searcher actually wants.",
        "A better test is to compare yourself with the pages on page one. Are the sites that rank household names, or businesses of a similar size to yours? How many referring domains do the ranking pages have compared with your own? Do they answer the query thoroughly, or is there an obvious gap you could fill? If every result belongs to a national brand with a far stronger link profile, the keyword is a long-term goal, not this quarter's target.",
      ],
    },
    {
      type: "paragraph",
      title: "The case for the long tail",
      content: [
        "Long-tail keywords are the longer, more specific phrases: 'two-seater velvet sofa in green', 'accountant for landlords in Leeds', 'invoicing software for sole traders'. Each one has fewer searches, but together they account for a large share of what people type, and they tend to be far less contested.",
        "They also carry clearer intent. The person searching for a specific product, place or problem has usually done their browsing and is closer to a decision. A page that ranks for a handful of these phrases may bring in fewer visitors than a head term would, but more of them become customers.",
        "There is a compounding benefit too. Pages that rank attract links and engagement, build your site's authority on the subject and show you which topics convert. All of that makes the harder terms easier to reach later.",
      ],
    },
    {
      type: "image",
      url: "should-you-always-target-the-most-competitive-keywords.svg",
      alt: "Three ascending steps labelled long tail, mid-tail and head terms, with an amber arrow climbing from the lowest step to the highest",
    },
    {
      type: "paragraph",
      title: "A staged plan: earn the right to compete",
      content: [
        "Rather than choosing between easy and hard keywords, plan to move from one to the other in stages.",
        "**Stage one: win the long tail.** Pick specific, relevant phrases where the current results are weak or only loosely match the query. Create pages that answer them properly, and make sure each page is technically sound and linked from elsewhere on your site.",
        "**Stage two: move into the mid-tail.** Once those pages rank and your site has earned some quality links, target the broader phrases they sit beneath, such as 'velvet sofas' or 'landlord accountants'. Strengthen the relevant category or service pages and point internal links from your long-tail content towards them.",
        "**Stage three: compete for the head terms.** By now you have a body of related content, a healthier link profile and evidence of what converts. That is the moment to put sustained effort into the most competitive keywords, backed by a steady link-building programme such as our [SEO packages](/services/seo-packages).",
        "Each stage should pay its way in traffic and enquiries, so the campaign is never one long wait for a single result.",
      ],
    },
    {
      type: "paragraph",
      title: "When going straight for a head term does make sense",
      content: [
        "There are exceptions. An established site with a strong link profile may already be within reach of page one, and a niche market may have head terms that are hardly contested at all. A brand name, or a genuinely new product category, can also be worth owning from day one. The point is to judge the competition honestly, not to rule out ambitious targets.",
      ],
    },
    {
      type: "paragraph",
      title: "Measuring progress along the way",
      content: [
        "Judge each stage on what matters to the business: visits from relevant searches, enquiries and sales, not positions alone. Track rankings for groups of related phrases rather than a single keyword, because a whole cluster moving up is a more reliable sign than one term bouncing around. SEO work usually starts to show in two to three months, with the best results from around six months onwards, so set expectations for each stage accordingly.",
        "If you would like a second opinion on which keywords are realistic for your site right now, [get in touch](/get-in-touch) and we will talk it through.",
      ],
    },
  ],
};

export default article;
