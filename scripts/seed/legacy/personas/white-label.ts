import type { LegacyPersonaPage } from "../types";

const page: LegacyPersonaPage = {
  url: "/white-label",
  meta: {
    title: "White Label Link Building and SEO for Agencies",
    description:
      "White-label outreach, content and SEO for agencies that resell. Unbranded reports, a private agency portal and your own prices.",
  },
  green: {
    graphic: "white-label",
    name: "White Label",
    catchphrase: "For agencies that resell",
    heading: "Your name on the report, our team on the outreach",
    paragraph: [
      "Link building is slow, specialist work, and most agencies would rather sell it than staff it. We handle the outreach, writing and placement behind the scenes; you deliver the results to your clients under your own brand, at your own price.",
      "You keep the client relationship; we keep the work moving. Because you are not hiring, training and managing an outreach team of your own, the margin on every order is yours.",
      "Orders, progress and reports sit in your private agency portal. Tell us about your agency and the clients you serve, and we will set you up.",
    ],
  },
  content: {
    services: ["Blogger Outreach", "Creative Content", "SEO Packages", "Google Ads Packages"],
    "How does it work?": [
      "<ol>",
      "<li><strong>We set up your agency account.</strong> After a short conversation we open your private agency portal, where you place orders and follow their progress.</li>",
      "<li><strong>You send us the brief.</strong> For each client, tell us the target pages, the niche and any sites or topics to avoid.</li>",
      "<li><strong>We do the work.</strong> Our team finds relevant publishers, writes original content and secures the placements, exactly as we would for our own clients.</li>",
      "<li><strong>You receive unbranded reports.</strong> Every live URL is listed in a report with no mention of us, ready to pass on or fold into your own reporting.</li>",
      "</ol>",
    ].join(""),
    "Why choose": [
      "<p><strong>A supplier with a track record.</strong> We have worked with {{claim:clients}} {{claim:since}}, so you are not trying out an unknown name on your own clients.</p>",
      "<p><strong>Capacity you do not have to hire.</strong> With {{claim:publishers}} in our network, you can take on an extra client or a larger campaign without recruiting, training or managing outreach staff.</p>",
      "<p><strong>Clean work under your brand.</strong> It is your agency's name on the report, so the work has to be clean: {{claim:no-pbn}}.</p>",
      "<p><strong>Practical terms.</strong> Prices are shown in pounds or dollars, and you can {{claim:payment-methods}}.</p>",
    ].join(""),
  },
  explained: {
    title: "White label outreach explained",
    content: [
      "A white-label arrangement means we do the work and you sell it. You buy our services at our prices, set your own price for your client and present the results as your agency's. Your client deals with you from start to finish.",
      "Because the margin is yours to set, reselling outreach lets you add a profitable service line without adding headcount. Agencies typically {{claim:reseller-markup}}, and see {{claim:reseller-savings}} against building the same capability in-house.",
      "The quality has to hold up, because it is your reputation on the line. Every placement is on a real site with an original article, and each report lists the live URLs so you can check them before your client does.",
    ],
  },
  faq: [
    {
      title: "Will my clients know you are doing the work?",
      description:
        "<p>No. Reports carry no reference to us, and your clients deal with your agency throughout. How you present the work is up to you.</p>",
    },
    {
      title: "How much should I charge my clients?",
      description:
        "<p>That is your decision, and your client never sees our price. As a guide, agencies that resell our work typically {{claim:reseller-markup}}.</p>",
    },
    {
      title: "Which services can I resell?",
      description:
        '<p>All of them: <a href="/services/blogger-outreach">blogger outreach</a>, <a href="/services/content-creation">content creation</a>, <a href="/services/seo-packages">SEO packages</a> and <a href="/services/google-ads-packages">Google Ads management</a>, as well as our international and niche link building.</p>',
    },
    {
      title: "How do I place and track orders?",
      description:
        "<p>Through your private agency portal. You place orders for each client, follow their progress and find every report in one place.</p>",
    },
    {
      title: "How is white label different from the referral programme?",
      description:
        '<p>With white label, you sell the work as your own and keep the margin. With the <a href="/referral-partners">referral programme</a>, you introduce the client to us, we look after them, and you earn a reward for the introduction.</p>',
    },
  ],
};

export default page;
