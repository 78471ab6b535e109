import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/mexico-link-building",
  title: "Mexico Link Building",
  alias: "Links from Mexican publishers, in the Spanish Mexicans use",
  icon: "flag",
  graphic: "globe",
  bullet: "Native outreach for links on relevant Mexican sites, written in Mexican Spanish for google.com.mx.",
  description: [
    "Mexico is one of the largest Spanish-speaking markets online, and its searchers use google.com.mx with their own vocabulary, expressions and expectations. Links from sites in Spain do far less here than links from the publishers Mexicans actually read. Our Mexico link building finds those publishers and wins placements with articles written in Mexican Spanish by native speakers.",
    "Mexican publishers range from national news and entertainment portals to city guides, technology and gaming blogs, personal finance sites and lifestyle magazines. Readers expect local references: prices in pesos, Mexican places and brands, and a warm but respectful tone. An article that says ordenador instead of computadora, or quotes prices in euros, gives itself away at once. Ours do not.",
    "This service suits businesses entering Mexico, Mexican brands building their visibility at home, and international sites with a Mexican Spanish section. If Spain matters to you as well, see [Spanish link building](/services/spanish-link-building); the two markets need different publishers and different copy.",
  ],
  points: [
    "Outreach and articles by native speakers of Mexican Spanish",
    "Publishers in Mexico, on .mx domains and Mexico-focused sites",
    "Local vocabulary, currency and references throughout",
    "Sites from DA20 up to DA90+, chosen for relevance",
    "Optional approval of sites and content ({{claim:approval-surcharge}})",
    "Most links live within 10 to 21 days",
  ],
  meta: {
    title: "Mexico Link Building: Native Mexican Spanish Outreach",
    description:
      "Mexico link building by native speakers: links on relevant Mexican publishers, with articles in Mexican Spanish for google.com.mx.",
  },
  days: 14,
  turnaroundKind: "link",
  how_it_works: [
    {
      title: "Define your Mexican audience",
      description:
        "Tell us your target pages and whether you are aiming at the whole country or at cities such as Mexico City, Guadalajara or Monterrey. We check how Mexicans search for what you offer.",
    },
    {
      title: "Find Mexican publishers",
      description:
        "Our team shortlists sites with a genuinely Mexican readership in your topic, checking authority, traffic and the quality of their content.",
    },
    {
      title: "Pitch in Spanish, write for Mexico",
      description:
        "Editors are approached in Spanish, and each agreed article is written in Mexican Spanish by a native writer, with your link placed naturally in the text.",
    },
    {
      title: "Live links and reporting",
      description:
        "Most links go live within 10 to 21 days. You receive a report of every placement with its URL and anchor text.",
    },
  ],
  key_benefits: [
    {
      title: "Built for google.com.mx",
      description:
        "Links from Mexican sites tell search engines your pages are relevant to people in Mexico, not just to Spanish speakers in general.",
    },
    {
      title: "Vocabulary that fits",
      description:
        "Celular rather than móvil, computadora rather than ordenador, ustedes rather than vosotros: the details that make an article read as Mexican.",
    },
    {
      title: "Local context in every article",
      description:
        "Articles refer to Mexican places, prices and habits, which is what editors want to publish and what readers trust.",
    },
    {
      title: "A foothold in Latin America",
      description:
        "A solid Mexican link profile supports your Mexican pages now, and gives you a base to build on if you later expand into other Spanish-speaking markets.",
    },
  ],
  why_choose: [
    "We treat Mexico as a market in its own right, not as Spain under a different flag. Publishers, vocabulary and search terms are researched for Mexico from the start.",
    "We have been building links {{claim:since}} for {{claim:clients}}, and {{claim:remote-clients}}, so working across time zones is normal for us.",
    "Every placement comes from real outreach to a real site: {{claim:no-pbn}}.",
    "We tell you plainly what to expect: links in weeks, ranking movement over months, and no guaranteed positions.",
  ],
  faq: [
    {
      title: "Why not use links from Spain for a Mexican site?",
      description:
        "Because relevance is local. A link from a publisher in Spain tells search engines your page matters to readers in Spain; for google.com.mx you want signals from Mexico. The language also differs enough that Mexican readers notice Spain's Spanish, and Mexican editors prefer content written for their own audience.",
    },
    {
      title: "Which kinds of Mexican sites will you approach?",
      description: `<p>We choose by relevance to your business, so the mix varies. Common types include:</p><ul><li>national news, entertainment and lifestyle portals</li><li>city and regional sites for places such as Mexico City, Guadalajara and Monterrey</li><li>technology, gaming and personal finance blogs</li><li>sector sites for B2B topics such as logistics, manufacturing or software</li></ul><p>Every site is checked for authority (DA20 up to DA90+), real readership and quality before we pitch it.</p>`,
    },
    {
      title: "Do I need a .mx domain to rank in Mexico?",
      description:
        "No. You can rank in Mexico with a .com site, provided search engines understand which pages are meant for Mexico, usually through a Mexican Spanish section and hreflang tags set to es-MX. A .mx domain can help signal a local focus, but strong Mexican content and Mexican links matter more. We point links at whichever version serves your Mexican visitors.",
    },
    {
      title: "How long will it take?",
      description:
        "Most links are live within 10 to 21 days. Ranking changes usually appear after 2 to 3 months and build over 6 months or more. Nobody can honestly guarantee a position on google.com.mx, and we do not.",
    },
    {
      title: "How many links a month do you recommend for Mexico?",
      description:
        "Usually 5 to 20 a month. A new Mexican section of an international site often starts at the lower end and builds up as it gains content; a competitive sector such as online retail or personal finance may need the upper end. We recommend a pace after looking at your site and the sites already ranking for your terms.",
    },
  ],
};

export default service;
