import type { LegacyArticle } from "../types";

const article: LegacyArticle = {
  url: "how-to-choose-keywords-for-a-new-website",
  title: "How to Choose Keywords for a New Website",
  category: "SEO",
  order: 1,
  metaTitle: "How to Choose Keywords for a New Website",
  metaDescription:
    "How to choose keywords for a new website: real search queries, search intent, realistic difficulty and one main keyword per page.",
  thumbnail: "how-to-choose-keywords-for-a-new-website.svg",
  datePublished: "2023-04-17",
  description: [
    {
      type: "paragraph",
      content: [
        "Choosing keywords for a new website is different from optimising an established one. You have no rankings to build on, no search data in your own analytics and, usually, very few links. That changes which keywords are worth chasing. The aim in the first year is to pick terms you can realistically rank for, that bring the right visitors, and that give the site a clear structure to grow from.",
        "Here is the process we use.",
      ],
    },
    {
      type: "paragraph",
      title: "Start with what you sell and who buys it",
      content: [
        "Before opening any keyword tool, write down your products or services, the problems they solve and the kind of customer who buys them. Add the words customers actually use: in emails, on calls, in reviews of your competitors. These are often plainer than the language used inside the business. A firm might describe itself as a residential conveyancing practice while its customers search for 'solicitor for buying a house'.",
        "Note any limits too. If you only serve certain towns, only deliver within the UK or only work with other businesses, those details shape the keywords that matter.",
      ],
    },
    {
      type: "paragraph",
      title: "Turn that list into real search queries",
      content: [
        "Now take each idea and see how people search for it. Keyword tools show related phrases and estimated monthly volumes. Google's own autocomplete, the 'People also ask' box and the related searches at the foot of the results page are free and reflect real behaviour. Collect the variations: questions, comparisons, location phrases, product types and descriptions of problems.",
        "Do not discard a phrase because its volume looks small. Volume figures are estimates, and specific phrases with low reported volume often bring steady, well-qualified visitors that add up across many pages.",
      ],
    },
    {
      type: "paragraph",
      title: "Read the search results, not just the numbers",
      content: [
        "For every promising phrase, search it and look at what ranks. The results show what Google believes the searcher wants. If page one is full of product category pages, a blog post will struggle; if it is full of guides, a sales page will struggle. If the results are a mix of local businesses and a map, it is a local query and needs a local page.",
        "This check also stops you targeting a phrase that means something else. A keyword that looks perfect in a spreadsheet can turn out to be dominated by a different industry, a brand name or a news story.",
      ],
    },
    {
      type: "paragraph",
      title: "Judge difficulty for a site with no history",
      content: [
        "A new site has little authority, so be realistic. Look at who ranks: if the first page is all national brands, large marketplaces and well-known publishers, leave that phrase for later. If you see smaller businesses, forum threads, thin pages or results that only half answer the query, there is room for a new site with a better page.",
        "Difficulty scores in keyword tools help with a first sort, but they are estimates built from link data. Your own reading of the results page is worth more. For most new sites the best early targets are specific, longer phrases with clear intent, with the broad terms saved for when the site has earned some authority.",
      ],
    },
    {
      type: "image",
      url: "how-to-choose-keywords-for-a-new-website.svg",
      alt: "A funnel narrowing through four layers labelled ideas, search queries, intent check and shortlist, with an arrow pointing out of the bottom",
    },
    {
      type: "paragraph",
      title: "Map one main keyword to each page",
      content: [
        "Once you have a shortlist, group closely related phrases and give each group a page. Your homepage usually takes the broadest description of the business; each service or product category gets its own page with its own main keyword and close variations; questions and comparisons become guides or blog articles that link back to the relevant service.",
        "Avoid building several pages for near-identical phrases. They compete with each other and dilute your efforts. One strong page that covers a topic fully is better than three thin ones.",
        "This map becomes your site structure and your content plan. It also shows you which pages will need links most once you start promoting the site.",
      ],
    },
    {
      type: "paragraph",
      title: "Give the new site a fair start",
      content: [
        "Keywords only work when the pages behind them are good. Write for the reader first, use the main phrase in the title tag, main heading and opening paragraph where it reads naturally, and make sure the site is fast, works well on mobile and is easy for search engines to crawl. Then start earning links from relevant sites, because a new domain with no links will struggle to rank for anything beyond the least contested phrases. Our [SEO packages](/services/seo-packages) combine keyword research, on-page work and link building for exactly this stage.",
      ],
    },
    {
      type: "paragraph",
      title: "Review after a few months",
      content: [
        "Your first keyword list is a set of educated guesses. After a few months, Google Search Console will show the queries your pages actually appear for, including phrases you never targeted. Use that data to refine page content, add pages for promising queries and move on to more competitive terms as the site's authority grows. SEO usually takes two to three months to show movement, with the best results from around six months, so plan your first review with that in mind.",
      ],
    },
  ],
};

export default article;
