import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/german-link-building",
  title: "German Link Building",
  alias: "German-language links from publishers in Germany, Austria and Switzerland",
  icon: "flag",
  graphic: "editorial",
  bullet: "Native German outreach and writing for links on relevant sites across the German-speaking market.",
  description: [
    "The German-speaking market is one of the largest in Europe, and its searchers expect German sites. To rank on google.de you need links from German-language publishers your customers actually read, and those are not won with an English pitch or a translated article. Our German link building puts native German speakers in charge of the whole process, from finding sites to writing the copy.",
    "The German-language web is rich in specialist blogs, trade portals, regional news sites and enthusiast magazines. Publishers there tend to be thorough: they read pitches closely, expect accurate, well-sourced content and care about how partner content is presented to their readers. We work with that rather than around it. Articles are written in correct, natural German and in the right register for each site, whether that is the formal 'Sie' of a B2B portal or the informal 'du' of a lifestyle blog.",
    "We cover Germany, Austria and German-speaking Switzerland. The language is shared but the markets are not: Swiss German writing does without ß, Austria has its own everyday vocabulary, and each country has its own domains and search results. We match publishers and wording to the country you want to rank in.",
  ],
  points: [
    "Native German outreach and writing, never machine translation",
    "Publishers in Germany, Austria and Switzerland, matched to your target country",
    "Topic-relevant sites from DA20 up to DA90+",
    "Anchors and topics built around German search terms, compound words included",
    "Optional approval of sites and content ({{claim:approval-surcharge}})",
    "Most links live within 10 to 21 days",
  ],
  meta: {
    title: "German Link Building: Native Outreach for DACH",
    description:
      "German link building by native speakers: relevant links from publishers in Germany, Austria and Switzerland, and articles in natural German.",
  },
  days: 14,
  turnaroundKind: "link",
  how_it_works: [
    {
      title: "Brief and keyword check",
      description:
        "You tell us your target pages and countries. We check the German search terms you want to support, because a direct translation of an English keyword often misses what people actually type.",
    },
    {
      title: "Find German publishers",
      description:
        "Our German-speaking team looks for sites in your niche across .de, .at and .ch domains, and checks each one for relevance, authority and signs that it is genuinely read.",
    },
    {
      title: "Pitch and write in German",
      description:
        "Editors are approached in German with a topic that suits their readers. A native writer produces the article in the site's register, with your link placed where it makes sense.",
    },
    {
      title: "Publication and report",
      description:
        "Most links go live within 10 to 21 days. Each one is added to your report with its URL and anchor text as soon as it is published.",
    },
  ],
  key_benefits: [
    {
      title: "Signals from the right country",
      description:
        "Links from German-language sites support your visibility on google.de, google.at and google.ch in a way that links from English sites cannot.",
    },
    {
      title: "Copy German editors accept",
      description:
        "Well-written, properly researched articles get through editorial review. Weak translations do not, and they reflect badly on your brand when they do slip through.",
    },
    {
      title: "Compound keywords handled properly",
      description:
        "German joins words together, so one English phrase may become a single long noun or several competing variants. We use the forms people really search for.",
    },
    {
      title: "Germany, Austria and Switzerland from one brief",
      description: "One team covers the whole German-speaking market, with publishers matched to each country you target.",
    },
  ],
  why_choose: [
    "German outreach is done by native German speakers, not by an English-speaking team with a translation tool. That matters in a market where editors notice every slip.",
    "We have been building links {{claim:since}} and work with {{claim:publishers}}. One rule applies to every German placement: {{claim:no-pbn}}.",
    "We are straightforward about the German market. The best publishers are selective and some niches take longer to place, and we tell you that before you order.",
  ],
  faq: [
    {
      title: "Is German link building different from English link building?",
      description: `<p>The principles are the same, but the details differ:</p><ul><li><strong>Language:</strong> articles must be fluent, correct German. Publishers reject translations.</li><li><strong>Keywords:</strong> compound nouns and grammatical cases mean one English keyword may have several German forms.</li><li><strong>Editorial standards:</strong> many German publishers are strict about quality, sources and how partner content is presented.</li><li><strong>Country:</strong> Germany, Austria and Switzerland each have their own domains, vocabulary and search results.</li></ul>`,
    },
    {
      title: "Can you build links for Austria or Switzerland as well as Germany?",
      description:
        "Yes. We look for publishers on .at and .ch domains as well as .de, and adapt the writing to the country, for example Swiss spelling without ß or Austrian vocabulary. Tell us which country each of your pages targets and we match publishers to it. Remember that parts of Switzerland speak French or Italian rather than German; for French-speaking Swiss audiences see our [French link building](/services/french-link-building).",
    },
    {
      title: "Do I need German pages on my own site first?",
      description:
        "It helps a great deal. German publishers want to send their readers somewhere they can read, so links to German pages are easier to place and more useful once live. Links from German sites to an English-only page do far less for you on google.de. If you do not have German pages yet, our [content creation](/services/content-creation) service can write them.",
    },
    {
      title: "How long until I see results on google.de?",
      description:
        "The links themselves usually go live within 10 to 21 days. Rankings respond more slowly: expect movement after 2 to 3 months, with the best results from about 6 months, depending on competition in your niche and the state of your German pages. We do not guarantee rankings, because nobody honestly can.",
    },
    {
      title: "How many German links do I need?",
      description:
        "For most sites we recommend 5 to 20 links a month, built steadily. A new German site in a competitive sector such as software or finance will need more links, and more time, than a local business in a quieter niche. We can look at the sites that already rank for your terms and recommend a sensible pace.",
    },
  ],
};

export default service;
