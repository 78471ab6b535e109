import type { LegacyPersonaPage } from "../types";

const page: LegacyPersonaPage = {
  url: "/us/multilingual-seo",
  meta: {
    title: "International SEO for US Businesses",
    description:
      "Taking a US business abroad? International SEO with local-language content and links from local publishers, from Europe to Latin America.",
  },
  green: {
    graphic: "multilingual",
    name: "International SEO",
    catchphrase: "For US businesses going international",
    heading: "Taking your US business into new markets",
    paragraph: [
      "Winning in the US gives you a product, a brand and a site that work. It does not give you rankings in London, Berlin or São Paulo. Each market has its own language, its own competitors and its own publishers, and search engines treat it separately.",
      "As a UK agency, we already work on the European side of the Atlantic. We research keywords, write content in the local language and build links on publishers in each country you want to reach, from the UK and Germany to Mexico and Brazil.",
      "Our prices can be shown in US dollars. Tell us where you plan to expand, and we will help you decide which market to tackle first.",
    ],
  },
  content: {
    services: ["SEO Outreach", "Creative Content", "SEO Packages", "Blogger Outreach"],
    howItWorksTitle: "Now where to go?",
    "How does it work?": [
      "<p>The first question for any US business going abroad is which market comes next. We help you answer it, then build your presence there.</p>",
      "<ol>",
      "<li><strong>Choose your next market.</strong> We look at where your international visitors and enquiries already come from, and at the competition in each country, to help you decide where to start.</li>",
      "<li><strong>Start with what you share.</strong> English-speaking markets such as the UK and Australia are often the quickest step, because your content needs adapting rather than rewriting.</li>",
      "<li><strong>Go native in new languages.</strong> For markets such as Germany, France, Spain, Mexico or Brazil, our writers produce content in the local language and research the keywords people there actually use.</li>",
      "<li><strong>Build local authority.</strong> We place links on respected publishers in each country, and report on each market separately so you can see where it is working.</li>",
      "</ol>",
    ].join(""),
    "Why choose": [
      "<p><strong>A European base.</strong> We are based in the UK, have run outreach {{claim:since}} and work with {{claim:countries}}, so European publishers and markets are home ground for us rather than a side project.</p>",
      "<p><strong>Latin America too.</strong> We run dedicated campaigns for Mexico and Brazil, with content in Spanish and Brazilian Portuguese.</p>",
      "<p><strong>Built for US buyers.</strong> Prices can be shown in dollars, we have a US phone number, and you can {{claim:payment-methods}}.</p>",
    ].join(""),
  },
  faq: [
    {
      title: "Where should a US business expand first?",
      description:
        '<p>It depends on where your demand already is. Look at where your international visitors and enquiries come from; English-speaking markets such as the UK and Australia are often the easiest first step. We are happy to talk it through with you: <a href="/get-in-touch">get in touch</a>.</p>',
    },
    {
      title: "Can you help us rank in the UK?",
      description:
        "<p>Yes. The UK is our home market. Spelling, vocabulary and search habits differ from the US, and we adapt your content and build links on UK publishers accordingly.</p>",
    },
    {
      title: "Which languages and countries do you cover?",
      description:
        '<p>We write in English, French, German, Spanish, Italian and Portuguese, including Brazilian Portuguese, and build links in Dutch and the Nordic languages. We run dedicated campaigns for countries including <a href="/services/german-link-building">Germany</a>, <a href="/services/spanish-link-building">Spain</a>, <a href="/services/french-link-building">France</a>, <a href="/services/mexico-link-building">Mexico</a>, <a href="/services/brazil-link-building">Brazil</a> and <a href="/services/link-building-australia">Australia</a>.</p>',
    },
    {
      title: "Can you create Spanish content for Hispanic customers in the US?",
      description:
        "<p>Yes. Our writers produce Spanish-language content, and we can target it at readers in the US as well as in Spain or Latin America.</p>",
    },
    {
      title: "Is international SEO priced in dollars?",
      description:
        "<p>Yes. Switch the currency to $ and every price on the site is shown in US dollars. Our team replies to enquiries {{claim:response-time}}.</p>",
    },
  ],
};

export default page;
