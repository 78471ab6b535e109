import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/emea-seo",
  title: "EMEA SEO",
  alias: "One coordinated SEO programme across Europe, the Middle East and Africa",
  icon: "globe",
  graphic: "flag",
  bullet:
    "Multi-market SEO for companies running a regional EMEA strategy, with local research, content and links in each market.",
  description: [
    "An EMEA remit covers dozens of countries, languages and search habits, usually with one regional marketing team and one website. Our EMEA SEO service gives you a single, coordinated programme: one technical set-up, one reporting framework and one plan, with keyword research, content and links carried out market by market.",
    "We start by helping you decide which markets to prioritise, because spreading effort evenly across a whole region rarely works. Then we set up the site so each language and country version can rank, research how people in each market search, and build links from publishers they read. We write in English, French, German, Spanish, Italian and Portuguese, and our link building also reaches Dutch and Nordic publishers.",
    "You receive your first report within {{turnaround:/services/emea-seo}} of signing up and a monthly report after that, broken down by market. SEO results usually start to show after 2 to 3 months, with the best results from 6 months; newer markets tend to take longer.",
  ],
  points: [
    "Market prioritisation across Europe, the Middle East and Africa",
    "International technical set-up: hreflang, site structure and market targeting",
    "Keyword research in each market, not translated from English",
    "Content and links in English, French, German, Spanish, Italian and Portuguese",
    "Monthly reporting by market, with your first report within {{turnaround:/services/emea-seo}}",
  ],
  meta: {
    title: "EMEA SEO: Multi-Market SEO Across the Region",
    description:
      "EMEA SEO for regional teams: one coordinated plan with local keyword research, content and links in each market, reported market by market.",
  },
  days: 14,
  turnaroundKind: "report",
  how_it_works: [
    {
      title: "Prioritise markets",
      description:
        "We look at where your revenue, demand and competition sit and agree a phased list of markets, so effort goes where it will count first.",
    },
    {
      title: "Set up for international search",
      description:
        "We audit your site's structure, hreflang and market targeting and fix what stops each version ranking in its own market. Your first report arrives within {{turnaround:/services/emea-seo}}.",
    },
    {
      title: "Research and localise",
      description:
        "We research keywords separately in each market and write or adapt content for local readers, using the terms they search for rather than a translation of your English pages.",
    },
    {
      title: "Local links and regional reporting",
      description:
        "We build links from publishers in each priority market and report monthly, market by market, so regional and local teams can see progress in one place.",
    },
  ],
  key_benefits: [
    {
      title: "One plan, many markets",
      description:
        "A single programme and reporting framework across the region, instead of separate agencies in each country working to different standards.",
    },
    {
      title: "Local relevance",
      description:
        "Search habits differ between, say, Germany, France and the Gulf. Market-level research and content mean you rank for what people actually search in each place.",
    },
    {
      title: "Links from each market",
      description:
        "Links from local publishers help each country version rank at home. Every placement is on a real publication; {{claim:no-pbn}}.",
    },
    {
      title: "Clear regional reporting",
      description:
        "Monthly reports broken down by market make it easy to compare progress and move budget towards what is working.",
    },
  ],
  why_choose: [
    "We have {{claim:countries}} and work with {{claim:publishers}}, which gives us a broad base of publishers to draw on across many markets. For individual countries we also offer dedicated services, including [German](/services/german-link-building), [French](/services/french-link-building), [Spanish](/services/spanish-link-building) and [Finnish](/services/finland-link-building) link building.",
    "We are honest about coverage. Our writing languages cover much of Europe and the many English- and French-speaking markets elsewhere in the region. Where your priority market relies on a language we do not write in, we will say so at the start rather than hand you translated content that will not perform.",
    "Regional SEO works best when it is phased. We usually recommend establishing two or three markets properly before adding more, which gives you evidence from the first markets to plan the next.",
    "If you need links across markets without the wider SEO programme, see our [international link building](/services/international-link-building) service or our [multilingual SEO](/multilingual-seo) page.",
  ],
  faq: [
    {
      title: "Which languages do you cover?",
      description:
        "<p>We write content in:</p><ul><li>English</li><li>French</li><li>German</li><li>Spanish</li><li>Italian</li><li>Portuguese</li></ul><p>Our link building also reaches Dutch and Nordic publishers. For other languages in the region, ask us before you plan around them and we will tell you honestly what we can do.</p>",
    },
    {
      title: "How do you handle the Middle East and Africa?",
      description:
        "Many business audiences in the Middle East and Africa search in English, and French and Portuguese are widely used in parts of Africa, so we can often run effective campaigns in those languages. Where a market relies mainly on a language we do not write in, we will say so and suggest alternatives.",
    },
    {
      title: "Should we use one domain or country domains?",
      description:
        "Most regional businesses do best with one domain and country or language folders, which concentrates authority and is simpler to manage. Country domains can make sense where markets are legally or commercially separate. We recommend an approach after the audit.",
    },
    {
      title: "How many markets should we start with?",
      description:
        "Usually two or three. Each market needs its own research, content and links, and spreading a budget across the whole region at once tends to produce weak results everywhere. We add markets as the first ones start to perform.",
    },
    {
      title: "Can you guarantee rankings in every market?",
      description:
        "No. Competition and search behaviour vary by country, and no honest agency can guarantee positions. We report every month by market so you can see exactly where progress is being made, with results usually showing after 2 to 3 months and the best from 6 months.",
    },
  ],
};

export default service;
