import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/cbd-seo",
  title: "CBD SEO",
  alias: "Organic growth for CBD brands, within the rules",
  icon: "leaf",
  graphic: "seo",
  bullet: "Monthly SEO for CBD brands and retailers: compliant content, trust signals and links from publishers that accept CBD.",
  description: [
    "For CBD brands, organic search carries more weight than in most markets, because the major advertising platforms heavily restrict CBD ads and many publishers turn the subject away. At the same time, CBD sits close to health, where search engines apply their strictest standards of experience, expertise, authoritativeness and trust (E-E-A-T). Ranking well means showing that your business is transparent and your content is careful.",
    "Our CBD SEO service covers technical health, product and category pages, educational content and links from publishers that accept CBD-related articles. We write about what your products are, how they are made and tested, and how to choose between them. We do not write medical claims, which UK rules do not allow for CBD products sold as food supplements or cosmetics.",
    "You receive your first report within {{turnaround:/services/cbd-seo}} of signing up, then a monthly report. SEO results usually start to show after 2 to 3 months, with the best results from 6 months.",
  ],
  points: [
    "Product and category pages built around clear, checkable information",
    "Educational content with no medical or health claims",
    "Trust signals such as lab results, ingredient details and business information",
    "Links from wellness, lifestyle and business publishers that accept CBD",
    "First report within {{turnaround:/services/cbd-seo}}, then monthly reporting",
  ],
  meta: {
    title: "CBD SEO: Compliant Organic Growth for CBD Brands",
    description:
      "CBD SEO for brands and retailers: content without medical claims, trust signals and links from publishers that accept CBD. Monthly reports.",
  },
  days: 14,
  turnaroundKind: "report",
  how_it_works: [
    {
      title: "Site and compliance review",
      description:
        "We audit your site's technical health and flag wording on product and blog pages that could be read as a medical claim. Your first report arrives within {{turnaround:/services/cbd-seo}}.",
    },
    {
      title: "Keyword and content plan",
      description:
        "We research how shoppers search for CBD products, formats and strengths, and plan educational content that answers their questions without making health promises.",
    },
    {
      title: "On-page and content work",
      description:
        "We improve product and category pages and write new content, adding the detail that builds trust, such as lab results, sourcing and clear usage information.",
    },
    {
      title: "Links and monthly review",
      description:
        "We place articles with publishers that accept CBD content and report each month on rankings, traffic and the work completed.",
    },
  ],
  key_benefits: [
    {
      title: "Growth where ads are restricted",
      description:
        "With paid options limited, organic search is one of the few scalable channels for CBD. We build it steadily so it keeps working month after month.",
    },
    {
      title: "Lower-risk content",
      description:
        "Removing medical claims from your pages protects you with regulators and with publishers, and makes your content easier to link to.",
    },
    {
      title: "Trust that search engines can see",
      description:
        "Published lab certificates, clear ingredient lists and full business details are the kind of evidence search engines and shoppers both look for.",
    },
    {
      title: "Publishers vetted for CBD",
      description: "We only pitch CBD content to publishers that accept it, and {{claim:no-pbn}}.",
    },
  ],
  why_choose: [
    "CBD is a niche where the careful brands tend to last. We help you make your site more informative and more transparent than your competitors', which serves shoppers, keeps you clear of health claims and gives search engines reasons to trust you.",
    "We are honest about what publishers will accept. Many mainstream sites will not publish anything about CBD, and those that do usually set conditions on product mentions and wording. We check those conditions before we write, so you are not paying for articles that never go live.",
    "We do not give legal advice. Rules on CBD differ between the UK and other countries and continue to change, so we recommend that your own legal or regulatory adviser approves product claims.",
  ],
  faq: [
    {
      title: "Can you write content about the health benefits of CBD?",
      description:
        "<p>No. In the UK, CBD products sold as food supplements or cosmetics cannot be marketed with medical claims, such as treating or relieving a condition. Instead we write about:</p><ul><li>what CBD is and how different products are made</li><li>how to read a lab certificate and compare strengths</li><li>product formats and how to choose between them</li></ul><p>This content ranks well and keeps you and our publishers on safe ground.</p>",
    },
    {
      title: "Do publishers accept CBD content?",
      description:
        "Some do and many do not. Each publisher sets its own policy, and common conditions include no health claims, limits on product links and labelling of the article. We check every publisher's rules before outreach.",
    },
    {
      title: "Why does E-E-A-T matter for a CBD site?",
      description:
        "Because CBD is bought for wellbeing, search engines treat the topic with similar care to health content. Pages that show who is behind the business, how products are tested and who wrote the content tend to be trusted more. We help you add those signals across the site.",
    },
    {
      title: "How long before our CBD site ranks better?",
      description:
        "Most sites see early movement after 2 to 3 months and the best results from 6 months. We cannot guarantee rankings, particularly in a competitive market where some rivals take risks with their claims.",
    },
    {
      title: "Do you work with CBD brands outside the UK?",
      description:
        "Yes. We work with businesses well beyond the UK and have {{claim:countries}}. Rules on CBD vary a great deal by country, so we plan content and publishers around the markets you sell into and ask you to confirm what your products may legally claim in each.",
    },
  ],
};

export default service;
