import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/international-link-building",
  title: "International Link Building",
  alias: "Native-language links for every market you sell into",
  icon: "globe",
  graphic: "outreach",
  bullet: "Links from publishers in each of your target countries, pitched and written by native speakers.",
  description: [
    "Ranking in a new country takes more than translating your pages. Search engines look at who links to you, and a site aimed at shoppers in Madrid or Munich needs links from the sites people there actually read. International link building gets you those links: placements on relevant publishers in each target market, in the local language, pointing at the right version of your site.",
    "Outreach is carried out by native speakers who pitch publishers in their own language and write the articles that carry your links. We run campaigns in **English, French, German, Spanish, Italian, Portuguese, Brazilian Portuguese, Dutch and the Nordic languages**, on sites from DA20 up to DA90+, with one plan and one report across every market.",
    "It suits businesses expanding abroad, international brands with country sites, and agencies whose clients sell in several markets. For a single country, see our pages on [German](/services/german-link-building), [Spanish](/services/spanish-link-building) and [French](/services/french-link-building) link building, or read about our wider [multilingual SEO](/multilingual-seo) service.",
  ],
  points: [
    "Outreach and articles by native speakers in each market",
    "Publishers chosen for their country, language and topic",
    "Links pointed at the right country or language version of your site",
    "Sites from DA20 to DA90+, matched to your goals",
    "One campaign and one report across all your markets",
    "Optional approval of sites and content ({{claim:approval-surcharge}})",
  ],
  meta: {
    title: "International Link Building by Native Speakers",
    description:
      "International link building by native speakers: links on real, relevant publishers in each target country, in the local language.",
  },
  days: 14,
  turnaroundKind: "link",
  how_it_works: [
    {
      title: "Map your markets",
      description:
        "Tell us which countries and languages matter and which pages serve them. We check how your site is set up for each market, whether country domains, subfolders or hreflang tags, so every link points where it should.",
    },
    {
      title: "Research local publishers",
      description:
        "Native-speaking outreach staff look for sites that are read in each market, in your niche or a close neighbour to it, and check their authority, traffic and editorial quality.",
    },
    {
      title: "Pitch and write in the local language",
      description:
        "Each publisher is approached in their own language with an article idea suited to their readers. The article is written natively, never machine-translated, with your link placed in context.",
    },
    {
      title: "Publish and report by market",
      description:
        "Most links go live within 10 to 21 days. Your report is grouped by country, so you can see exactly what each market has gained.",
    },
  ],
  key_benefits: [
    {
      title: "Local relevance",
      description:
        "A link from a respected site in the same country and language is a stronger signal for that market than a link from a general English-language site.",
    },
    {
      title: "Copy that reads naturally",
      description:
        "Native writers get the idiom, register and spelling conventions right, which is what gets an article past a good editor and keeps your brand looking professional.",
    },
    {
      title: "Search terms people actually use",
      description:
        "Keywords rarely translate word for word. We build topics and anchor text around how people search in each language, not around how an English phrase translates.",
    },
    {
      title: "Fewer moving parts",
      description:
        "Instead of hiring freelancers in each country, you brief one team and get one plan and one report covering every market.",
    },
  ],
  why_choose: [
    "We have been building links for {{claim:years-trading}} and have worked with {{claim:clients}}. We serve {{claim:countries}}, so campaigns across several markets are routine for us rather than the exception.",
    "Our outreach database holds {{claim:contacts}}, and each language we offer is handled by native speakers, from the first pitch to the final proofread.",
    "Every link is earned through outreach to a genuine publisher: {{claim:no-pbn}}.",
    "We are honest about what each market can support. Some countries and niches have far fewer strong publishers than others, and we tell you that before you spend, not after.",
  ],
  faq: [
    {
      title: "Which countries and languages do you cover?",
      description: `<p>We build links in these languages:</p><ul><li>English, for the UK, the US, Australia and other English-speaking markets</li><li>French</li><li>German</li><li>Spanish, for Spain and for Latin America</li><li>Italian</li><li>Portuguese and Brazilian Portuguese</li><li>Dutch</li><li>The Nordic languages</li></ul><p>If your market is not listed, <a href="/get-in-touch">ask us</a>. We will tell you honestly whether we can do it well.</p>`,
    },
    {
      title: "Should links point to a country domain or to my main site?",
      description:
        "It depends how your site is built. If you run separate country domains, links from a country should usually point to the matching domain. If you use subfolders or subdomains on one domain, links point to the relevant language section, and your hreflang tags tell search engines which version to show to whom. We check this at the start so no link is wasted on the wrong version.",
    },
    {
      title: "Do you translate English articles for foreign publishers?",
      description:
        "No. Each article is written in the target language by a native speaker, for that publisher's readers. Translated content tends to read awkwardly, and the publishers worth being on usually turn it down.",
    },
    {
      title: "How long does it take, and how many links does each market need?",
      description:
        "Most links go live within 10 to 21 days. For each market we usually recommend between 5 and 20 links a month, depending on competition and how established your site already is there. A brand-new country site in a crowded niche needs more patience than one that already has some local authority.",
    },
    {
      title: "Can you guarantee rankings in each country?",
      description:
        "No one can honestly guarantee rankings. Links are one factor among many, alongside your local content, your technical setup and your competitors in each market. What we commit to is relevant, native-language placements on real sites, reported in full; ranking movement typically follows after 2 to 3 months, with the best results from around 6 months.",
    },
  ],
};

export default service;
