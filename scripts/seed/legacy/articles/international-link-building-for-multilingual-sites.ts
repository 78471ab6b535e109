import type { LegacyArticle } from "../types";

const article: LegacyArticle = {
  url: "international-link-building-for-multilingual-sites",
  title: "International Link Building for Multilingual Sites",
  category: "Link Building",
  order: 5,
  metaTitle: "International Link Building for Multilingual Sites",
  metaDescription:
    "How to build links for a multilingual site: site structure, local publisher links, native-language content and measuring results by market.",
  thumbnail: "international-link-building-for-multilingual-sites.svg",
  datePublished: "2025-02-18",
  description: [
    {
      type: "paragraph",
      content: [
        "Translating your website is the easy part of going international. Getting the German, French or Spanish version to rank in its own market is harder, and links are usually where it stalls. A site that has earned years of links in the UK often finds its new language sections start almost from scratch, because the links it has point at English pages and come from English-speaking sites.",
        "International link building is the work of earning links that help each language version rank where its customers search. Done well, it treats each market as a campaign of its own while keeping the whole site pulling in the same direction.",
      ],
    },
    {
      type: "paragraph",
      title: "Get the structure right before you build links",
      content: [
        "How your language versions are set up decides where links do the most good. There are three common options: a separate country domain for each market (such as .de or .fr), subfolders on one domain (example.com/de/) or subdomains (de.example.com). Separate domains send a strong local signal but each one has to build its authority from nothing. Subfolders share the strength of the main domain, which is why many businesses choose them.",
        "Whichever you choose, add hreflang annotations so that search engines know which page is meant for which language and country, and link the language versions to each other. A language switcher that lets a German visitor move to the German equivalent of the page they are on, rather than back to the German home page, helps users and search engines alike.",
      ],
    },
    {
      type: "paragraph",
      title: "Why local links matter",
      content: [
        "A link from a well-read German site to your German pages does more for you in Germany than the same link from a British blog. It is relevant in language and in audience, it can send visitors who can actually buy from you and it looks like the kind of link a genuine local business would earn.",
        "That does not make your existing English-language links worthless. They strengthen the domain as a whole, and with a subfolder structure every language version benefits from them. But to compete with local businesses for local searches, each market needs its own links from its own publishers. Local trade bodies, suppliers, partners and regional news sites are often the easiest places to start, because you already have a genuine reason to be mentioned.",
      ],
    },
    {
      type: "image",
      url: "international-link-building-for-multilingual-sites.svg",
      alt: "A globe at the centre connected by lines to four website cards labelled EN, DE, FR and ES",
    },
    {
      type: "paragraph",
      title: "Write in the language, not in translation",
      content: [
        "Publishers in every market can spot a machine translation at once, and so can their readers. Guest articles and outreach emails should be written by native speakers who know the market, not translated from an English original. The same goes for anchor text: it should be natural in the target language, using the words local people type into search engines, which are not always the literal translation of your English keywords.",
        "Keyword research therefore has to be done separately for each market. Spanish searchers in Spain and in Mexico may use different words for the same product, and a term that is common in one country can sound odd in another.",
      ],
    },
    {
      type: "paragraph",
      title: "Finding publishers in other countries",
      content: [
        "The methods are the same as at home, applied in the local language: search for local blogs and magazines in your sector, look at which sites link to the businesses that rank well in that country, and check each prospect's traffic by country so you know its readers are where your customers are.",
        "Outreach customs differ, too. Expectations about tone, how formally to address an editor and how sponsored content should be labelled vary from country to country, and advertising disclosure rules are not the same everywhere. Someone who works in the market day to day will know these things without having to look them up.",
      ],
    },
    {
      type: "paragraph",
      title: "Plan and measure each market separately",
      content: [
        "Decide which pages in each language matter most and point links at them, rather than sending everything to the home page. Keep a separate plan, budget and link record for each market, because a market that is further behind its competitors may need more links than the others.",
        "Measure results the same way. Add each language folder as its own property in Google Search Console, or filter reports by country, and track rankings in each country's version of the search engine. Judging a French campaign by your UK rankings will tell you nothing.",
      ],
    },
    {
      type: "paragraph",
      title: "How we can help",
      content: [
        "We work with {{claim:countries}} and write content in English, French, German, Spanish, Italian and Portuguese. Our [international link building](/services/international-link-building) service covers campaigns across several markets, and we run dedicated campaigns for [German](/services/german-link-building), [French](/services/french-link-building) and [Spanish](/services/spanish-link-building) sites. If you are planning a multilingual strategy more broadly, our [multilingual SEO](/multilingual-seo) page is a good place to start.",
      ],
    },
  ],
};

export default article;
