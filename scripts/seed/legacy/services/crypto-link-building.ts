import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/crypto-link-building",
  title: "Crypto Link Building",
  alias: "Editorial links for exchanges, wallets and crypto projects",
  icon: "crypto",
  graphic: "links",
  bullet: "Links for exchanges, wallets, DeFi projects and crypto media from publishers that accept cryptoasset content.",
  description: [
    "Crypto brands face a narrow path to links. Mainstream publishers are wary of the sector, many crypto-specific sites are short-lived or exist only to sell placements, and promotional content about cryptoassets is subject to financial promotion rules in the UK and other markets. We build links for exchanges, wallet providers, DeFi platforms, analytics tools and crypto news sites through manual outreach to established publishers that accept crypto content.",
    "We judge publishers on their history, readership and editorial standards rather than on domain authority alone, because in crypto a high score can hide a site that has already lost its search traffic. Articles are written to inform, not to hype a token, and your link typically goes live within 10 to 21 days, on sites from DA20 up to DA90+.",
    "We build links the slow, durable way: {{claim:no-pbn}}. In a sector where search engines have seen every shortcut, that matters more than in most.",
  ],
  points: [
    "Publishers checked for crypto acceptance, traffic history and editorial standards",
    "Informative articles, with no promises of returns or price predictions",
    "Placements on finance, technology and crypto publications",
    "Placements from DA20 up to DA90+",
    "Live links typically within 10 to 21 days",
    "You can {{claim:payment-methods}}",
  ],
  meta: {
    title: "Crypto Link Building for Exchanges and Web3 Projects",
    description:
      "Crypto link building from established publishers that accept cryptoasset content, with informative articles, no hype and no PBNs.",
  },
  days: 14,
  turnaroundKind: "link",
  how_it_works: [
    {
      title: "Project and market brief",
      description:
        "You tell us what you offer, which countries you serve and any restrictions your legal team has set on how the product can be described. We review your backlink profile alongside your competitors'.",
    },
    {
      title: "Publisher vetting",
      description:
        "We shortlist publishers that accept crypto content and check each one's traffic history, audience and editorial policy. Sites that exist only to sell placements are left out.",
    },
    {
      title: "Writing and outreach",
      description:
        "We write an article suited to each publication, such as an explainer, a guide or an industry comment. Your team can check product descriptions for accuracy before anything is sent.",
    },
    {
      title: "Live links and reporting",
      description:
        "Links typically go live within 10 to 21 days. You receive a report listing every live URL, the anchor text and the page it points to.",
    },
  ],
  key_benefits: [
    {
      title: "Links that last",
      description:
        "By avoiding short-lived crypto blogs and placement farms, we give your links a better chance of staying live and continuing to count.",
    },
    {
      title: "Content that respects the rules",
      description:
        "We do not write price predictions, return promises or urgent calls to buy. That keeps your brand on the right side of publishers' policies and makes compliance review simpler.",
    },
    {
      title: "Reach beyond crypto media",
      description:
        "Alongside crypto titles we look for finance, technology and business publishers that cover the sector, which gives your profile breadth and reaches readers who are not yet crypto users.",
    },
    {
      title: "A pace that looks natural",
      description:
        "Links are spread steadily across the month rather than bunched around a launch or listing, so your profile grows the way an earned one would.",
    },
  ],
  why_choose: [
    "Crypto link building goes wrong when the only test is a metric. We look at where a site's traffic comes from, whether it has lost search visibility recently and whether it publishes anything except paid placements. That extra checking is the difference between a link that helps and one that sits on a site search engines have stopped trusting.",
    "We are straightforward about the limits. Some publishers will not mention a specific token or exchange, some will only cover regulated firms, and a new project with no track record is harder to place than an established exchange. We tell you at the start what is realistic.",
    "If your business is infrastructure or enterprise technology rather than trading, our [blockchain link building](/services/blockchain-link-building) service is likely to be a better fit. For wider financial services work, see [fintech SEO](/services/fintech-seo).",
  ],
  faq: [
    {
      title: "Do publishers accept crypto content?",
      description:
        "<p>A good number do, but each sets its own terms. Common conditions include:</p><ul><li>no price predictions or investment advice</li><li>coverage only of firms registered or authorised in certain countries</li><li>their own labelling or disclosure on the article</li></ul><p>We check these conditions before writing so articles are not rejected at the last stage.</p>",
    },
    {
      title: "Does your content count as a financial promotion?",
      description:
        "It can, depending on what it says and who it is aimed at. In the UK, promotions of cryptoassets fall under financial promotion rules, and other countries have their own regimes. We write informative rather than promotional content, but we do not give legal advice, so your compliance team should approve anything that describes your product.",
    },
    {
      title: "Can you guarantee my token or exchange will rank?",
      description:
        "No. Rankings depend on your site, your competitors and search engine changes we do not control. Links usually start to show their effect after 2 to 3 months, with the best results from 6 months of steady building.",
    },
    {
      title: "How many crypto links should we build each month?",
      description:
        "We usually recommend 5 to 20 links a month, built at a steady pace. A sudden spike of links around a token launch can look unnatural, so we spread placements out even when news is moving quickly.",
    },
    {
      title: "Can I pay in cryptocurrency?",
      description: "Yes. You can {{claim:payment-methods}}. Tell us which you prefer when you order.",
    },
  ],
};

export default service;
