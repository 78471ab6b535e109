import type { LegacyPersonaPage } from "../types";

const page: LegacyPersonaPage = {
  url: "/end-user",
  meta: {
    title: "SEO and Link Building for Small Businesses",
    description:
      "SEO for small and medium businesses: monthly packages covering your site, content and links, in plain English, with reports you can follow.",
  },
  green: {
    graphic: "end-user",
    name: "Small Business",
    catchphrase: "SEO for small and medium businesses",
    heading: "More of the right customers finding you on Google",
    paragraph: [
      "You run a business, not an SEO department. You know your customers search for what you sell; what you need is someone to make sure they find you rather than the competitor down the road, and to explain what they are doing in plain English.",
      "That is what our monthly SEO packages are for. We fix what holds your site back, write content that answers your customers' questions and earn links from relevant websites, then report on what has changed.",
      "You do not need to visit an office, either; we can do all of it remotely. Tell us about your business and we will suggest where to start.",
    ],
  },
  content: {
    services: ["SEO Packages", "Google Ads Packages", "Creative Content", "Blogger Outreach"],
    "How does it work?": [
      "<ol>",
      "<li><strong>Tell us about your business.</strong> What you sell, who buys it, where your customers are and what you have tried before.</li>",
      "<li><strong>We agree your keywords.</strong> We look at your site and your competitors, then agree the search terms worth targeting, the ones your customers actually use.</li>",
      "<li><strong>We get to work.</strong> On-page improvements, new content and links from relevant websites, planned month by month.</li>",
      "<li><strong>You see the progress.</strong> You receive your first report within 14 days of signing up, and regular reports after that, written so you do not need an SEO background to follow them.</li>",
      "</ol>",
    ].join(""),
    "Why choose": [
      "<p><strong>We have helped businesses like yours for years.</strong> We have worked with {{claim:clients}} {{claim:since}}, with {{claim:countries}}, and we hold {{claim:review-score}} on an independent review site.</p>",
      "<p><strong>Plain English, not jargon.</strong> We tell you what we are doing, why, and what it has achieved. If something is not working, we say so and change it.</p>",
      "<p><strong>Packages that grow with you.</strong> Start with a smaller package and a handful of keywords, then move up when you are ready. Our SEO packages page sets out what each one includes.</p>",
    ].join(""),
  },
  faq: [
    {
      title: "How long before I see results?",
      description:
        "<p>SEO is steady work rather than a quick fix. You can expect to see changes within two to three months, with the strongest results from six months onwards as content and links build up.</p>",
    },
    {
      title: "Which package is right for my business?",
      description:
        '<p>It depends mainly on how many keywords you want to target and how competitive your market is. Our <a href="/services/seo-packages">SEO packages</a> cover from 4 to 20 keywords. If you are unsure, <a href="/get-in-touch">get in touch</a> and we will recommend one.</p>',
    },
    {
      title: "Should I use SEO or Google Ads?",
      description:
        '<p>Google Ads brings visitors from the day your ads go live, but stops when you stop paying. SEO takes longer but keeps working. Many businesses run both: ads for immediate enquiries while SEO builds up. See our <a href="/services/google-ads-packages">Google Ads packages</a>.</p>',
    },
    {
      title: "Do I need to be based in the UK?",
      description:
        "<p>No. We work with {{claim:countries}}, and {{claim:remote-clients}}. Prices are shown in pounds or dollars.</p>",
    },
    {
      title: "How do I pay?",
      description:
        "<p>You can {{claim:payment-methods}}. Once you are a client, your orders and reports are kept in your private client portal.</p>",
    },
  ],
};

export default page;
