import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/spanish-link-building",
  title: "Spanish Link Building",
  alias: "Links from publishers in Spain, written in the Spanish of Spain",
  icon: "flag",
  graphic: "publication",
  bullet: "Native Spanish outreach for links on relevant sites in Spain, written for Spanish readers.",
  description: [
    "Spanish is spoken on two continents, but a site that wants to rank on google.es needs links from publishers in Spain, written in the Spanish people there use. Our Spanish link building is run by native speakers who pitch Spanish sites in Spanish and write articles that read as if they were written locally, because they were.",
    "Spain's web has a healthy mix of national and regional news sites, specialist blogs and consumer portals covering travel, food, property, motoring, technology and personal finance. Regional identity runs deep: Catalonia, the Basque Country, Galicia, Andalusia and Valencia all have their own media, and for a business rooted in one region a regional link can be the most relevant one it gets. We write in standard Castilian Spanish and tell you when a target site publishes mainly in Catalan, Basque or Galician.",
    "If your audience is in Latin America rather than Spain, both the vocabulary and the publishers change. See [Mexico link building](/services/mexico-link-building), or ask us about a campaign across several Spanish-speaking countries through our [international link building](/services/international-link-building) service.",
  ],
  points: [
    "Outreach and writing by native Spanish speakers",
    "Publishers in Spain, on .es domains and Spain-focused sites",
    "The Spanish of Spain, not a Latin American or machine-translated version",
    "National, regional and niche sites from DA20 up to DA90+",
    "Optional approval of sites and content ({{claim:approval-surcharge}})",
    "Most links live within 10 to 21 days",
  ],
  meta: {
    title: "Spanish Link Building: Native Outreach in Spain",
    description:
      "Spanish link building by native speakers: links on relevant publishers in Spain, with articles in the Spanish of Spain for google.es.",
  },
  days: 14,
  turnaroundKind: "link",
  how_it_works: [
    {
      title: "Agree the targets",
      description:
        "Tell us which pages you want to rank in Spain and the searches behind them. We check the terms people in Spain use, which often differ from Latin American Spanish for the same product.",
    },
    {
      title: "Shortlist Spanish sites",
      description:
        "Our team looks for publishers in Spain that cover your topic, nationally or in the regions you care about, and checks their authority, traffic and editorial quality.",
    },
    {
      title: "Pitch and write",
      description:
        "Each editor receives a pitch in Spanish with a topic suited to their readers. A native writer produces the article, with your link placed naturally in the text.",
    },
    {
      title: "Go live and report",
      description:
        "Most links are published within 10 to 21 days of the brief being agreed. Each one is listed in your report with its URL and anchor text.",
    },
  ],
  key_benefits: [
    {
      title: "Relevance for google.es",
      description:
        "Links from Spanish publishers tell search engines that your site matters to people in Spain, which is what moves rankings there.",
    },
    {
      title: "The right Spanish",
      description:
        "Ordenador not computadora, móvil not celular, coche not carro: small differences that show a reader, and an editor, whether a text was written for Spain.",
    },
    {
      title: "Regional reach",
      description:
        "For businesses rooted in one part of Spain, links from regional media and local blogs can be more relevant than a placement on a national site.",
    },
    {
      title: "Articles that stay up",
      description:
        "Content written to be genuinely useful to the publisher's readers is what gets accepted, and what publishers are happy to keep on their site.",
    },
  ],
  why_choose: [
    "Our Spanish outreach is carried out by native speakers who know the difference between writing for Madrid and writing for Mexico City.",
    "We have worked with {{claim:clients}} {{claim:since}}, and the same standards apply in every language: {{claim:no-pbn}}.",
    "We give you a realistic plan. Some Spanish niches are full of active publishers; others have only a handful of good sites, and we will say so before you commit.",
  ],
  faq: [
    {
      title: "Do you write in the Spanish of Spain or Latin American Spanish?",
      description:
        "For this service, the Spanish of Spain, often called Castilian or castellano. Vocabulary, some grammar, such as the use of vosotros, and everyday expressions differ from Latin American Spanish, and readers in Spain notice. If you are targeting Mexico or Latin America, we write in the appropriate variety instead.",
    },
    {
      title: "Can you get links on Catalan, Basque or Galician sites?",
      description:
        "Some Spanish publishers write mainly in Catalan, Basque or Galician, and for a business in those regions their links can be very relevant, ideally pointing to a page in the same language. As standard we write in Castilian Spanish, which is read throughout Spain. If a regional language matters to you, talk to us before ordering and we will tell you honestly what we can do.",
    },
    {
      title: "What kind of Spanish sites will my links be on?",
      description: `<p>That depends on your niche, but typically a mix of:</p><ul><li>specialist blogs and magazines in your sector</li><li>regional news and city sites</li><li>consumer, lifestyle and how-to portals</li><li>business and trade publications for B2B topics</li></ul><p>Every site is checked for relevance, authority (from DA20 up to DA90+) and signs that it is genuinely read. With optional approval ({{claim:approval-surcharge}}) you see the list before anything is published.</p>`,
    },
    {
      title: "Can one Spanish version of my site serve Spain and Latin America?",
      description:
        "It can, but it is a compromise. A neutral Spanish version may rank in several countries, yet it reads slightly foreign everywhere, and links from Spain will mostly help you on google.es. If Spain is a priority, a Spain-specific version set up with hreflang is usually worth it. We can advise on the structure before we start building links.",
    },
    {
      title: "How quickly will I see results in Spain?",
      description:
        "Links typically go live within 10 to 21 days. Rankings take longer: movement usually starts after 2 to 3 months and builds over 6 months or more, and for most sites we recommend 5 to 20 links a month to get there. We cannot guarantee positions on google.es, because your content, site speed and competitors all play a part.",
    },
  ],
};

export default service;
