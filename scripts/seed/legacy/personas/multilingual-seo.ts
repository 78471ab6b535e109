import type { LegacyPersonaPage } from "../types";

const page: LegacyPersonaPage = {
  url: "/multilingual-seo",
  meta: {
    title: "Multilingual SEO and International Link Building",
    description:
      "Multilingual SEO that reaches customers abroad: content in the local language and links from publishers in each market you want to rank in.",
  },
  green: {
    graphic: "multilingual",
    name: "Multilingual SEO",
    catchphrase: "International SEO",
    heading: "Rank in the languages your customers search in",
    paragraph: [
      "Translating your website is only the start. Each country has its own search habits, its own competitors and its own publishers, and a page that ranks well in English will not rank in Germany or Spain on the strength of a translation alone.",
      "We write content in English, French, German, Spanish, Italian and Portuguese, among other languages, and build links on sites that readers in each market actually visit.",
      "Tell us which markets you have in mind, and we will help you decide where to start and what it will take to rank there.",
    ],
  },
  content: {
    services: ["SEO Outreach", "Blogger Outreach", "Creative Content", "SEO Packages"],
    howItWorksTitle: "Now where to go?",
    "How does it work?": [
      "<p>Going international starts with choosing where. This is how we help you decide, then rank there.</p>",
      "<ol>",
      "<li><strong>Pick your markets.</strong> We look at where your existing visitors and enquiries come from, and where demand for what you sell is strongest, to help you choose the countries worth targeting first.</li>",
      "<li><strong>Research each language separately.</strong> People in different countries search for the same thing in different ways, so we research keywords in each language rather than translating an English list.</li>",
      "<li><strong>Write content natively.</strong> Our writers produce articles in the target language, for readers in that market, rather than running English copy through translation.</li>",
      "<li><strong>Build local links.</strong> We place your links on publishers in each country, so search engines see your site as relevant where you want to rank.</li>",
      "</ol>",
    ].join(""),
    "Why choose": [
      "<p><strong>Local publishers, not just English ones.</strong> We run country-specific campaigns for markets including Germany, Spain, France, Mexico, Brazil, Finland, Malta, Israel and Australia, and across EMEA more widely.</p>",
      "<p><strong>Content in the right language.</strong> We write in English, French, German, Spanish, Italian and Portuguese, including Brazilian Portuguese, and we also build links in Dutch and the Nordic languages.</p>",
      "<p><strong>One team for every market.</strong> Rather than hiring a different agency in every country, you work with one team and one set of reports. We have done this work {{claim:since}} and we work with {{claim:countries}}.</p>",
    ].join(""),
  },
  faq: [
    {
      title: "What is multilingual SEO?",
      description:
        "<p>Multilingual SEO is optimising your website so it ranks in more than one language. It covers keyword research in each language, content written for each market and links from websites in the countries you are targeting.</p>",
    },
    {
      title: "Which languages do you cover?",
      description:
        '<p>We write content in English, French, German, Spanish, Italian and Portuguese, including Brazilian Portuguese, and build links in Dutch and the Nordic languages too. If your market is not listed, <a href="/get-in-touch">ask us</a>.</p>',
    },
    {
      title: "Do my links need to come from the country I am targeting?",
      description:
        "<p>They do not have to, but they help. A link from a respected site in the same country and language tells search engines your site is relevant to that market, and it sends visitors who can actually buy from you.</p>",
    },
    {
      title: "Do you offer campaigns for specific countries?",
      description:
        '<p>Yes. We run dedicated campaigns for <a href="/services/german-link-building">Germany</a>, <a href="/services/spanish-link-building">Spain</a>, <a href="/services/french-link-building">France</a>, <a href="/services/mexico-link-building">Mexico</a>, <a href="/services/brazil-link-building">Brazil</a>, <a href="/services/finland-link-building">Finland</a> and <a href="/services/link-building-australia">Australia</a>, among others. See <a href="/services/international-link-building">international link building</a> for the full picture.</p>',
    },
  ],
};

export default page;
