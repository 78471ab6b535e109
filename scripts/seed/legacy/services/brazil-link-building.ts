import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/brazil-link-building",
  title: "Brazil Link Building",
  alias: "Links from Brazilian publishers, written in Brazilian Portuguese",
  icon: "flag",
  graphic: "links",
  bullet: "Native Brazilian Portuguese outreach for links on relevant sites in Brazil, built for google.com.br.",
  description: [
    "Brazil is the largest Portuguese-speaking market in the world, and Brazilians search in a Portuguese that differs noticeably from Portugal's in vocabulary, spelling and tone. To rank on google.com.br you need links from Brazilian publishers, placed with articles that sound Brazilian. Our Brazil link building is carried out by native speakers of Brazilian Portuguese.",
    "The Brazilian web is large and varied: national portals, state and city news sites, and an active scene of niche blogs on technology, personal finance, games, recipes, travel and much more. Regional identity is strong, from São Paulo and Rio de Janeiro to Minas Gerais and the Northeast, and a local site can be the most relevant link for a business serving one region. Many Brazilian sites write in a friendly, direct style built on você, and editors expect content that refers to prices in reais and to Brazilian brands and habits.",
    "The service suits companies launching in Brazil, Brazilian businesses growing their own visibility, and international sites with a pt-BR section. If you are targeting Portugal instead, we write in European Portuguese; just tell us which market you need.",
  ],
  points: [
    "Outreach and articles by native Brazilian Portuguese speakers",
    "Publishers in Brazil, including .com.br sites and regional media",
    "Brazilian vocabulary, spelling and local references throughout",
    "Sites from DA20 up to DA90+, chosen for topic relevance",
    "Optional approval of sites and content ({{claim:approval-surcharge}})",
    "Most links live within 10 to 21 days",
  ],
  meta: {
    title: "Brazil Link Building: Brazilian Portuguese Outreach",
    description:
      "Brazil link building by native speakers: links on relevant Brazilian publishers, with articles in Brazilian Portuguese for google.com.br.",
  },
  days: 14,
  turnaroundKind: "link",
  how_it_works: [
    {
      title: "Set your Brazilian targets",
      description:
        "Tell us which pages you want to rank in Brazil, and whether you serve the whole country or particular states and cities. We check the Brazilian search terms behind them.",
    },
    {
      title: "Shortlist Brazilian sites",
      description:
        "Our Portuguese-speaking team finds publishers with a real Brazilian audience in your topic, and checks their authority, traffic and editorial quality.",
    },
    {
      title: "Pitch and write in Brazilian Portuguese",
      description:
        "Editors are approached in Portuguese, and a native writer produces an article suited to each site, with your link placed in context.",
    },
    {
      title: "Publish and report",
      description: "Most placements go live within 10 to 21 days and are added to your report with their URL and anchor text.",
    },
  ],
  key_benefits: [
    {
      title: "Relevance for google.com.br",
      description:
        "Links from Brazilian publishers show search engines that your pages matter to people in Brazil, which links from Portugal or from English-language sites do not.",
    },
    {
      title: "Language Brazilians recognise",
      description:
        "Celular not telemóvel, ônibus not autocarro, econômico not económico: we write Brazilian Portuguese, so your content never reads as imported.",
    },
    {
      title: "Regional options",
      description:
        "For businesses tied to a state or city, links from regional news and local sites add a kind of relevance that national portals cannot.",
    },
    {
      title: "Room to grow",
      description:
        "Brazil's web is large enough that many niches have publishers across several grades of authority, so a campaign can keep growing month after month.",
    },
  ],
  why_choose: [
    "We write Brazilian Portuguese for Brazil and European Portuguese for Portugal, and never mix the two. That care is what keeps editors saying yes.",
    "We have worked with {{claim:clients}}, we serve {{claim:countries}} and we have relationships with {{claim:publishers}}.",
    "Our policy is the same in every market: {{claim:no-pbn}}.",
    "We do not promise what we cannot control. Links go live in weeks; rankings in Brazil follow over months and depend on your content and competitors as much as on us.",
  ],
  faq: [
    {
      title: "How different are Brazilian and European Portuguese for SEO?",
      description: `<p>Different enough to matter. The two share a language but differ in:</p><ul><li><strong>Vocabulary:</strong> celular and trem in Brazil, telemóvel and comboio in Portugal.</li><li><strong>Spelling and accents:</strong> for example econômico in Brazil, económico in Portugal.</li><li><strong>Grammar and tone:</strong> most Brazilians use você and a more informal style.</li><li><strong>Search terms:</strong> the words people type differ, so keywords need researching separately for each country.</li></ul><p>We write Brazilian Portuguese for Brazil, and European Portuguese only when you are targeting Portugal.</p>`,
    },
    {
      title: "Will links from Brazil help my site in Portugal?",
      description:
        "Only a little. The language is shared, but search engines weigh country relevance as well as language, and readers in Portugal respond to European Portuguese. If both markets matter, we recommend separate pt-BR and pt-PT pages set up with hreflang, with links from each country pointing to the matching version.",
    },
    {
      title: "Which types of Brazilian sites will host my links?",
      description:
        "It depends on your niche. Typical hosts are specialist blogs, state and city news sites, consumer and lifestyle portals and, for B2B topics, trade and business publications. Every site is checked for authority (from DA20 up to DA90+), a genuine Brazilian readership and content quality. With optional approval ({{claim:approval-surcharge}}) you see and sign off each site and article first.",
    },
    {
      title: "How long does Brazil link building take?",
      description:
        "Most links go live within 10 to 21 days of the brief being agreed. Rankings usually start to move after 2 to 3 months, with the strongest effect from about 6 months. We do not guarantee rankings, as they also depend on your Brazilian content, your site's performance and your competitors.",
    },
    {
      title: "How many links should I build in Brazil each month?",
      description:
        "Typically 5 to 20. In busy sectors such as e-commerce or personal finance, established competitors may already have strong Brazilian link profiles, so we look at them first and propose a pace that closes the gap steadily rather than in one spike.",
    },
  ],
};

export default service;
