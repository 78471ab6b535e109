import type { LegacyPersonaPage } from "../types";

const page: LegacyPersonaPage = {
  url: "/referral-partners",
  meta: {
    title: "Referral Partner Programme: Lifetime Commission",
    description:
      "Refer clients to our SEO and outreach team and earn commission for the life of each campaign, or take free digital marketing work instead.",
  },
  green: {
    graphic: "referral-partner",
    name: "Referral Partners",
    catchphrase: "Recommend us and be rewarded",
    heading: "Introduce a client once, earn for the life of their campaign",
    paragraph: [
      "If you know businesses that need links, content or SEO but you would rather not deliver that work yourself, introduce them to us. We take the brief, run the campaign and look after the client. You are rewarded for as long as they stay with us.",
      "For each client you refer, you choose your reward: commission on what the client spends with us, or free digital marketing work for your own business. The programme is explained in full below.",
      "It suits web designers, developers, consultants and marketers whose clients ask them about search. Tell us a little about who you work with and we will be in touch to set you up.",
    ],
  },
  content: {
    services: ["SEO Packages", "Blogger Outreach", "Creative Content", "Google Ads Packages"],
    "How does it work?": [
      "<ol>",
      "<li><strong>Get in touch.</strong> Tell us about your business and the kind of clients you work with, and we will agree how introductions will work.</li>",
      "<li><strong>Introduce a client.</strong> Put them in touch with us directly, or pass on their details with their permission and we will make contact.</li>",
      "<li><strong>We look after them.</strong> We talk through their goals, recommend the right service and run the campaign from start to finish.</li>",
      "<li><strong>You receive your reward.</strong> Commission or free work, whichever you chose, based on what the client spends with us.</li>",
      "</ol>",
    ].join(""),
    "Why choose": [
      "<p><strong>A safe pair of hands for your contacts.</strong> Your name is attached to every introduction, so it matters who you send people to. We have worked with {{claim:clients}} {{claim:since}}, and we hold {{claim:review-score}} on an independent review site.</p>",
      "<p><strong>Rewards that keep paying.</strong> Commission is not a one-off finder's fee: you receive {{claim:referral-commission}}.</p>",
      "<p><strong>Nothing to deliver.</strong> You make the introduction; we handle the strategy, outreach, content, reporting and support.</p>",
    ].join(""),
  },
  explained: {
    title: "The referral programme explained",
    content: [
      "The programme is for anyone who meets businesses that need search marketing: web designers, developers, consultants, accountants or other agencies that do not offer SEO themselves. You refer the client; we become their supplier and look after them directly.",
      "You choose between two rewards for each client. The first is commission: {{claim:referral-commission}}. The second suits anyone who would rather have the work than the money: {{claim:referral-credit}}, to spend on your own site.",
      "If you would prefer to sell our services as your own and set your own prices, our [white label](/white-label) arrangement is the better fit.",
    ],
  },
  faq: [
    {
      title: "Who can become a referral partner?",
      description:
        "<p>Anyone who comes across businesses that need SEO, links, content or Google Ads, and who would rather pass the work on than deliver it. Web designers, developers, consultants and marketers are typical partners.</p>",
    },
    {
      title: "How is my commission calculated?",
      description:
        "<p>You receive {{claim:referral-commission}}. Each client you introduce earns commission separately, so every new introduction adds to what you receive.</p>",
    },
    {
      title: "Can I take free work instead of commission?",
      description:
        "<p>Yes. Instead of commission you can take {{claim:referral-credit}}, to use on your own website: SEO, outreach, content or Google Ads.</p>",
    },
    {
      title: "Do I need to manage the client?",
      description:
        "<p>No. Once you have made the introduction, we look after the client directly, from the first conversation to ongoing reporting and support.</p>",
    },
    {
      title: "What is the difference between referral and white label?",
      description:
        '<p>As a referral partner, you introduce the client and we work with them under our name. With <a href="/white-label">white label</a>, you sell our services under your brand, at your own price, and remain the client\'s only point of contact.</p>',
    },
  ],
};

export default page;
