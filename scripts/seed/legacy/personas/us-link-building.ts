import type { LegacyPersonaPage } from "../types";

const page: LegacyPersonaPage = {
  url: "/us/link-building",
  meta: {
    title: "Link Building Services for US Websites",
    description:
      "Link building for US site owners: manual outreach, original articles and live links to check, priced in US dollars with a US phone line.",
  },
  green: {
    graphic: "link-building",
    name: "US Link Building",
    catchphrase: "Link building for US site owners",
    heading: "Outreach-led link building for American websites",
    paragraph: [
      "US search results are some of the most crowded in the world, and American site owners are offered cheap links all the time. The links that move rankings are the slow, earned kind: an article on a relevant site, read by real people, with your link in the text.",
      "That is the only kind we build. Our team contacts publishers that reach the readers you want, writes the content and places your links by hand.",
      "We are a UK agency, but you will not need to think about that: our prices can be shown in US dollars, and you can call our US number or email us. Tell us about your site and we will come back to you with a plan.",
    ],
  },
  content: {
    services: ["SEO Outreach", "Blogger Outreach", "Creative Content", "SEO Packages"],
    "How does it work?": [
      "<ol>",
      "<li><strong>Share your targets.</strong> Send us your site, the pages you want to rank and the states or cities you serve, if your business is local.</li>",
      "<li><strong>We find relevant publishers.</strong> We look for sites whose readers match your customers, and check each one for authority, traffic and editorial standards before we pitch.</li>",
      "<li><strong>We write for American readers.</strong> Each placement comes with an original article written for that publisher's audience, with your link set naturally in the text.</li>",
      "<li><strong>You check every link.</strong> Your report lists every live URL. Links typically go live within 10 to 21 days of your order.</li>",
      "</ol>",
    ].join(""),
    "Why choose": [
      "<ul>",
      "<li><strong>Priced in dollars.</strong> Switch the currency to $ and every package is shown in US dollars, so you can compare costs without converting from pounds.</li>",
      "<li><strong>Hours that overlap with yours.</strong> Our office hours run through the East Coast morning, and we reply to enquiries {{claim:response-time}}.</li>",
      "<li><strong>A long record.</strong> After {{claim:years-trading}} of outreach we keep {{claim:contacts}}, so we can usually find relevant sites quickly, even in narrow niches.</li>",
      "<li><strong>No link schemes.</strong> To be plain about it, {{claim:no-pbn}}.</li>",
      "</ul>",
    ].join(""),
  },
  faq: [
    {
      title: "Do you work with US businesses?",
      description:
        '<p>Yes. We are based in the UK, but we work with {{claim:countries}}, and {{claim:remote-clients}}. You can reach us on our US phone number, by email or through the <a href="/get-in-touch">contact form</a>.</p>',
    },
    {
      title: "Can I pay in US dollars?",
      description:
        "<p>Yes. Switch the currency to $ and every price on the site is shown in dollars. You can {{claim:payment-methods}}.</p>",
    },
    {
      title: "Can you target publishers with a US audience?",
      description:
        "<p>Yes. Tell us where your customers are and we will prioritise sites whose readers are in the US, or in the region you serve if your business is local.</p>",
    },
    {
      title: "How long until my links are live?",
      description:
        "<p>Links typically go live within 10 to 21 days. Rankings take longer to respond: expect movement within two to three months, with the strongest results after six months of steady link building.</p>",
    },
    {
      title: "How is this different from buying links?",
      description:
        '<p>We do not sell space on a list of sites. Each placement is agreed with the publisher and comes with an original article written for their readers, which is why it holds up over time. See <a href="/us/blogger-outreach">US blogger outreach</a> for packages.</p>',
    },
  ],
};

export default page;
