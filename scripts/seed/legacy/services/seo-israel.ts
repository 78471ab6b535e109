import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/seo-israel",
  title: "SEO Israel",
  alias: "International search growth for Israeli companies",
  icon: "flag",
  graphic: "globe",
  bullet:
    "Monthly SEO for Israeli companies selling to the UK, US and Europe, with content and links built for the markets you are entering.",
  description: [
    "Many Israeli companies, particularly in software, cyber security, health technology and e-commerce, are built to sell abroad from the start. Their customers search in English or another European language, compare them with local competitors and expect content that reads as if it were written for their market. Our SEO Israel service is designed for that: growing your visibility in the countries you sell into, managed from the UK.",
    "We handle the technical set-up for international search, including hreflang and the choice between country folders and separate domains, along with keyword research in each target market, content written for those readers and links from publishers they read. We write in English, French, German, Spanish, Italian and Portuguese.",
    "You receive your first report within {{turnaround:/services/seo-israel}} of signing up, then a report every month. SEO results usually start to show after 2 to 3 months, with the best results from 6 months of steady work.",
  ],
  points: [
    "International SEO set-up, including hreflang and market targeting",
    "Keyword research carried out in each target market, not translated",
    "Content in English, French, German, Spanish, Italian or Portuguese",
    "Links from publishers in the countries you sell into",
    "First report within {{turnaround:/services/seo-israel}}, then monthly reporting",
  ],
  meta: {
    title: "SEO Israel: International SEO for Israeli Companies",
    description:
      "SEO for Israeli companies growing abroad: market-by-market keyword research, localised content and links in the UK, US and Europe.",
  },
  days: 14,
  turnaroundKind: "report",
  how_it_works: [
    {
      title: "Choose the markets",
      description:
        "We agree which countries and languages matter most, based on where you sell today and where you plan to grow next.",
    },
    {
      title: "Audit and research",
      description:
        "We audit your site's international set-up and research how buyers in each market search for what you offer. Your first report arrives within {{turnaround:/services/seo-israel}}.",
    },
    {
      title: "Localised content",
      description:
        "We write or adapt key pages and articles for each market, using local terms, spelling and examples rather than a direct translation of your Hebrew or English originals.",
    },
    {
      title: "Links and monthly review",
      description:
        "We build links from publishers in your target markets and report monthly on rankings, traffic and next steps for each market.",
    },
  ],
  key_benefits: [
    {
      title: "Content that sounds local",
      description:
        "British, American and European readers notice when copy was written for someone else. Content written for each market builds trust and is more likely to turn visits into enquiries.",
    },
    {
      title: "A clean international set-up",
      description:
        "Correct hreflang and market targeting stop your language versions competing with each other and send each visitor to the right page.",
    },
    {
      title: "Links where your customers are",
      description: "Links from publishers in each target country strengthen your visibility where you sell; {{claim:no-pbn}}.",
    },
    {
      title: "Working hours that overlap",
      description:
        "Israel is usually two hours ahead of the UK, so our working days overlap well with yours from Monday to Thursday.",
    },
  ],
  why_choose: [
    "Technology companies often have strong products and English-language websites written for investors rather than customers. We help you rework key pages around the questions buyers in each market actually search for, which tends to improve both rankings and conversions.",
    "We are a UK agency with {{claim:countries}}, and {{claim:remote-clients}}. Working across borders is our normal way of working, not an exception.",
    "We are clear about scope. Our campaigns focus on the markets you are expanding into. If your priority is the Hebrew-language market at home, tell us at the outset and we will tell you honestly what we can and cannot cover.",
    "For a sector-specific approach, see our [cyber security SEO](/services/cyber-security-seo) and [fintech SEO](/services/fintech-seo) services, or our [international link building](/services/international-link-building) if you need links alone.",
  ],
  faq: [
    {
      title: "Do you offer SEO for the Israeli market in Hebrew?",
      description:
        "Our service is built for Israeli companies growing abroad, and our writing languages are English, French, German, Spanish, Italian and Portuguese. If Hebrew-language search in Israel is important to you, raise it at the start and we will be straightforward about what we can offer.",
    },
    {
      title: "Which markets do you usually target for Israeli clients?",
      description:
        "That depends on your business, but the UK, the US and large European markets such as Germany, France and Spain are common starting points. We recommend starting with one or two markets and adding more once the first are working.",
    },
    {
      title: "How do we work together across time zones?",
      description:
        "<p>We work UK office hours and reply to enquiries {{claim:response-time}}. In practice:</p><ul><li>Monday to Thursday overlap well with the Israeli working week</li><li>monthly reports and calls are scheduled at times that suit both teams</li><li>most day-to-day work is handled by email</li></ul><p>Tell us which days and times suit your team best and we will plan around them.</p>",
    },
    {
      title: "Should we use one domain or separate country domains?",
      description:
        "For most companies one domain with language or country folders is simpler to manage and builds authority in one place. Separate country domains can make sense when markets are very different or legally distinct. We recommend an approach after the audit, because moving domains carries risk.",
    },
    {
      title: "How soon will we see results abroad?",
      description:
        "Most sites see early movement after 2 to 3 months and the best results from 6 months in each market. A new market with no existing visibility usually takes longer than one where you already have some presence, and we cannot guarantee rankings in any of them.",
    },
  ],
};

export default service;
