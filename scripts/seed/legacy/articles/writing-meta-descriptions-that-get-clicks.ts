import type { LegacyArticle } from "../types";

const article: LegacyArticle = {
  url: "writing-meta-descriptions-that-get-clicks",
  title: "Writing Meta Descriptions That Get Clicks",
  category: "SEO",
  order: 4,
  metaTitle: "Writing Meta Descriptions That Get Clicks",
  metaDescription:
    "How to write meta descriptions that earn the click: fitting the 160-character limit, matching search intent and avoiding common mistakes.",
  thumbnail: "writing-meta-descriptions-that-get-clicks.svg",
  datePublished: "2024-01-30",
  description: [
    {
      type: "paragraph",
      content: [
        "The meta description is the short summary you write for each page, tucked away in the page's HTML. Search engines often show it under your page title in the results, which makes it the closest thing you have to an advert for every page on your site.",
        "Google has said for years that meta descriptions are not a ranking factor, so a better description will not move you up the results on its own. What it can do is persuade more of the people who already see your listing to choose it. If a page is shown thousands of times a month, a description that earns even a few more clicks is worth the ten minutes it takes to write.",
      ],
    },
    {
      type: "paragraph",
      title: "Working within 160 characters",
      content: [
        "We work to a limit of **160 characters**, spaces included. Search engines actually cut descriptions off by display width rather than by a character count, and the space available varies between desktop and mobile, so treat 160 as a ceiling rather than a target.",
        "The practical rule is to put the important part first. If the opening clause of your description tells the searcher what the page offers, it does not matter much if the end is trimmed with an ellipsis. A description that saves its point for the last few words is the one that gets cut at the worst moment.",
      ],
    },
    {
      type: "paragraph",
      title: "Start with what the searcher wants",
      content: [
        "Before writing a word, search for the phrase the page targets and look at what is already there. Are the results guides, product pages, local businesses or comparison sites? That tells you what searchers expect, and your description should confirm, quickly, that your page gives them it.",
        "Someone searching 'boiler service cost' wants a price or at least a sense of one. Someone searching 'how to bleed a radiator' wants steps. A description that speaks to that need, rather than to your company's history, is far more likely to be clicked.",
      ],
    },
    {
      type: "image",
      url: "writing-meta-descriptions-that-get-clicks.svg",
      alt: "A search result card with an address, a title and a two-line description, above a bar whose overflow past the 160-character mark is shown in amber",
    },
    {
      type: "paragraph",
      title: "A simple formula that works",
      content: [
        "Most good descriptions do three things: say what the page is, add one specific detail that sets it apart and give a reason to click. For a service page that might be the service and the area you cover, a concrete detail such as your turnaround or your opening hours, and a plain invitation to get a quote.",
        "Use the page's main keyword naturally, because search engines often highlight words that match the search in bold, which helps the listing stand out. Write in the active voice, address the reader directly and use sentence case. Leave out filler such as 'Welcome to our website' and avoid promising anything the page does not deliver, because a visitor who clicks and leaves straight away is no use to you.",
      ],
    },
    {
      type: "paragraph",
      title: "When Google rewrites your description",
      content: [
        "Search engines do not always use the description you wrote. If they judge that another passage on the page matches a particular search better, they will show that instead, and this happens more often for longer or more unusual searches.",
        "You cannot switch this off, but you can make it work in your favour. A well-written opening paragraph gives the search engine good material to borrow, and a description that closely matches the page's real content is more likely to be used as it stands. A rewrite is not a penalty, and it is not a reason to stop writing descriptions for your key pages.",
      ],
    },
    {
      type: "paragraph",
      title: "Common mistakes to avoid",
      content: [
        "The most common problem is the same description on every page, usually because a template or plugin fills it in automatically. Each page should have its own. On a large shop, where writing thousands by hand is not realistic, build them from the product's own details rather than repeating one line.",
        "Other mistakes we see regularly: descriptions left blank, lists of keywords separated by commas, text written in capitals, and double quotation marks, which can break the HTML attribute and cut the description short. Keep the wording plain, keep it specific and read it aloud before you publish it.",
      ],
    },
    {
      type: "paragraph",
      title: "Measure and improve",
      content: [
        "Open the Performance report in Google Search Console, switch on impressions and click-through rate and sort your pages by impressions. Pages that are shown often but clicked rarely, while ranking reasonably well, are the best candidates for a new description.",
        "Rewrite a handful, note the date, and compare the click-through rate over the following weeks, allowing for any change in position. It is small, steady work that pays back over time. If you would rather spend that time running your business, take a look at what our [SEO packages](/services/seo-packages) cover.",
      ],
    },
  ],
};

export default article;
