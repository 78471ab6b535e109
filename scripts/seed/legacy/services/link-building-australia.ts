import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/link-building-australia",
  title: "Link Building Australia",
  alias: "Links from Australian publishers to help you rank on google.com.au",
  icon: "flag",
  graphic: "globe",
  bullet: "Links on relevant Australian sites, pitched and written for Australian readers and google.com.au.",
  description: [
    "Sharing a language with the UK and the US does not make Australia the same market. Search results in Australia reward local relevance, and links from Australian publishers are one of the clearest signals of it; a profile built entirely on British or American sites does little for your local rankings. Our Australian link building earns you placements on relevant .com.au and Australia-focused sites, with articles written for Australian readers.",
    "Australian online publishing spans national news and lifestyle brands, state and city sites, and strong niches in property, travel, the outdoors, sport, food, small business and parenting. Domains ending .com.au need an Australian connection to register, so a link from one is a reasonable sign of local relevance, though we still judge every site on its merits. Articles use Australian spelling and vocabulary and the local references editors expect, from states and cities to seasons that run the other way round.",
    "Many Australian businesses are organised state by state, and so are their customers' searches: people look for a service in Sydney, Melbourne, Brisbane, Perth or Adelaide rather than in Australia as a whole. Where it helps, we look for publishers in the states and cities you serve.",
  ],
  points: [
    "Placements on Australian sites, including .com.au publishers",
    "Articles in Australian English with local references",
    "State and city targeting for businesses that serve particular areas",
    "Sites from DA20 up to DA90+, chosen for relevance",
    "Optional approval of sites and content ({{claim:approval-surcharge}})",
    "Most links live within 10 to 21 days",
  ],
  meta: {
    title: "Link Building Australia: Links from Local Publishers",
    description:
      "Australian link building: links on relevant Australian publishers, with articles in Australian English to help you rank on google.com.au.",
  },
  days: 14,
  turnaroundKind: "link",
  how_it_works: [
    {
      title: "Brief us on your market",
      description:
        "Tell us your target pages and whether you sell nationally or in particular states and cities. We review the terms Australians use to search for your products or services.",
    },
    {
      title: "Find Australian publishers",
      description:
        "We shortlist sites with a genuine Australian readership in your niche, checking authority, traffic, location and editorial standards.",
    },
    {
      title: "Pitch and write for Australia",
      description:
        "Editors are approached with topics suited to their audience, and each article is written in Australian English with your link placed in context.",
    },
    {
      title: "Go live and report",
      description:
        "Most links are published within 10 to 21 days. Your report lists every placement with its URL and anchor text.",
    },
  ],
  key_benefits: [
    {
      title: "Local relevance for google.com.au",
      description:
        "Links from Australian publishers support rankings in Australia in a way that links from UK or US sites cannot.",
    },
    {
      title: "Content that sounds local",
      description:
        "Australian spelling, vocabulary and references, so editors accept the piece and readers take it at face value.",
    },
    {
      title: "City and state focus",
      description:
        "For businesses that serve particular cities or states, locally focused publishers add relevance to the location searches that bring in customers.",
    },
    {
      title: "Distance is no obstacle",
      description: "{{claim:remote-clients}}, so running a campaign for an Australian business from the UK is routine for us.",
    },
  ],
  why_choose: [
    "We build Australian links for Australian rankings. We do not pad campaigns with UK or US sites simply because they are easier to place.",
    "We have worked with {{claim:clients}} {{claim:since}}, and we serve {{claim:countries}}.",
    "Our link policy holds in every country: {{claim:no-pbn}}.",
    "We are a UK agency and upfront about it. We reply to enquiries {{claim:response-time}}; for clients on the east coast, our working day begins in your late afternoon or evening.",
  ],
  faq: [
    {
      title: "Why not use UK or US links for my Australian site?",
      description:
        "They can add to your overall authority, but they do little for local relevance. Australian searchers see results shaped by Australian signals, and links from Australian publishers are among the clearest of them. If Australia is your main market, most of your new links should come from sites Australians read.",
    },
    {
      title: "Do you only use .com.au sites?",
      description: `<p>No. .com.au sites are an obvious place to start, but we look at:</p><ul><li><strong>.com.au and other .au sites</strong>, which need an Australian connection to register</li><li><strong>Australia-focused sites on .com</strong> and other domains with a clearly Australian audience</li><li><strong>state and city publishers</strong> for location-based campaigns</li></ul><p>What matters most is that the site is relevant to your business and read by Australians, so we check audience and traffic, not just the domain.</p>`,
    },
    {
      title: "Can you target particular cities or states?",
      description:
        "Yes. For a business that serves, say, Melbourne or Perth, we look for publishers focused on that city or state alongside national sites in your niche. Local links work best when your own site also has pages written for those locations.",
    },
    {
      title: "How many links does an Australian site need?",
      description:
        "For most sites we recommend 5 to 20 links a month. A tradesperson working in one city may need fewer than a national retailer competing with large Australian brands. We look at the sites already ranking for your terms before suggesting a number.",
    },
    {
      title: "How long will it take to see results?",
      description:
        "Most links go live within 10 to 21 days. Rankings usually start to move after 2 to 3 months, with the best results from around 6 months, depending on competition in your sector and your city. We do not guarantee rankings on google.com.au; no honest agency does.",
    },
  ],
};

export default service;
