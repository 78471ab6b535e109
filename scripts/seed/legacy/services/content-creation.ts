import { contentPerArticlePackages, contentPerWordPackages } from "../prices";
import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/content-creation",
  title: "Creative Content",
  alias: "Written content, priced per word, in six languages",
  icon: "content",
  graphic: "content",
  bullet: "Articles and web copy written to your brief in six languages, priced per word, delivered quickly.",
  description: [
    "Good content is the part of SEO that everything else rests on. Our writers produce articles, guides, blog posts and web copy to your brief, for your own site or for placement on someone else's, in a tone that suits your brand and your readers.",
    "Articles are written at **500, 1,000 or 2,000 words or more**, in **English, French, German, Spanish, Italian or Portuguese**. Content is priced per word, so you pay for the length you need: use the slider below to set the word count and number of articles and see the price.",
    "Delivery takes as little as {{turnaround-from:/services/content-creation}}, and larger orders are scheduled with you upfront. If you also want the content placed on relevant sites, pair it with our [blogger outreach](/services/blogger-outreach) service.",
  ],
  points: [
    "Articles of 500, 1,000, 2,000 words or more",
    "Written in English, French, German, Spanish, Italian or Portuguese",
    "Priced per word: set length and quantity with the slider",
    "Delivery in as little as {{turnaround-from:/services/content-creation}}",
    "Written to your brief, keywords and tone of voice",
  ],
  meta: {
    title: "Creative Content Writing in Six Languages",
    description:
      "Content creation: SEO articles and web copy to your brief in English, French, German, Spanish, Italian or Portuguese, priced per word.",
  },
  days: 5,
  duration: 3,
  turnaroundKind: "link",
  slider: true,
  packages: contentPerWordPackages,
  morePackages: [
    {
      title: "Prices per article",
      anchor: "prices-per-article",
      intro: "Prefer a fixed price per piece? These prices are per article, not per word: choose the kind of article you need.",
      packages: contentPerArticlePackages,
    },
  ],
  how_it_works: [
    {
      title: "Choose length and quantity",
      description:
        "Use the slider to pick a word count and the number of articles, and the price updates as you go. If your order mixes lengths or languages, get in touch and we will quote it.",
    },
    {
      title: "Send your brief",
      description:
        "Tell us the topics, target keywords, audience and any pages you want linked. Examples of writing you like, or a style guide, help us match your voice from the first draft.",
    },
    {
      title: "We research and write",
      description:
        "A writer researches each piece and writes it from scratch, and it is checked against your brief before it comes to you.",
    },
    {
      title: "Delivery and changes",
      description:
        "You receive the finished content in as little as {{turnaround-from:/services/content-creation}}. If anything is not as briefed, tell us within 7 working days and we will amend it.",
    },
  ],
  key_benefits: [
    {
      title: "Pay for the words you need",
      description:
        "Pricing per word means a short product guide and a long-form resource are each charged fairly, with no padding to reach a package size.",
    },
    {
      title: "Six languages, one supplier",
      description:
        "Brief English, French, German, Spanish, Italian and Portuguese content in one order rather than managing a separate writer for each market.",
    },
    {
      title: "Written for search and for people",
      description:
        "Keywords are worked in where they read naturally, with clear headings and structure, so the content serves both the reader and the search engine.",
    },
    {
      title: "Quick turnaround",
      description:
        "Delivery in as little as {{turnaround-from:/services/content-creation}} keeps a publishing schedule or an outreach campaign moving.",
    },
  ],
  why_choose: [
    "We have written content for link building and SEO {{claim:since}}. Our writers know the difference between an article that reads well and one that also earns its place on a publisher's site.",
    "Much of what we write is published on other people's websites, so it has to meet editors' standards, not just ours. That discipline carries over to the content we write for your own site.",
    "Multilingual content is briefed and written for each market, with keywords chosen in that language rather than translated word for word from English. If you are targeting several markets, see our [multilingual SEO](/multilingual-seo) page as well.",
  ],
  faq: [
    {
      title: "How is content priced?",
      description:
        '<p>Content is priced per word, so the cost depends on the length of each piece and the number of pieces. Use the slider on this page to choose a word count and number of articles, and the package cards show the price. For mixed lengths, several languages or an ongoing programme, <a href="/get-in-touch">get in touch</a> for a quote.</p>',
    },
    {
      title: "Which languages do you write in?",
      description:
        "<p>We write in:</p><ul><li>English</li><li>French</li><li>German</li><li>Spanish</li><li>Italian</li><li>Portuguese</li></ul><p>Each piece is written for its market, with your keywords researched in that language rather than translated from English.</p>",
    },
    {
      title: "How quickly will I receive my content?",
      description:
        "Delivery takes as little as {{turnaround-from:/services/content-creation}}. Large orders, long-form pieces and content in several languages take longer, and we agree a delivery schedule with you when you order.",
    },
    {
      title: "How long should my articles be?",
      description:
        "It depends on the job. 500 words suits a focused blog post or an article for a guest placement, 1,000 words gives room for a proper guide, and 2,000 words or more suits a resource page you want to rank for a competitive term. If you are unsure, tell us what the page is for and we will recommend a length.",
    },
    {
      title: "Will the content rank on its own?",
      description:
        "Well-written, well-structured content gives a page the best chance, but competitive terms usually need links pointing at the page too. Your site's authority and technical health also play a part, so we cannot promise a ranking for any single piece. That is why content is often paired with [blogger outreach](/services/blogger-outreach) or one of our [SEO packages](/services/seo-packages).",
    },
  ],
};

export default service;
