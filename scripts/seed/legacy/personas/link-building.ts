import type { LegacyPersonaPage } from "../types";

const page: LegacyPersonaPage = {
  url: "/link-building",
  meta: {
    title: "Link Building and SEO Outreach for Site Owners",
    description:
      "Manual SEO outreach for site owners: links from real, relevant websites, an original article with each placement and live URLs to check.",
  },
  green: {
    graphic: "link-building",
    name: "Link Building",
    catchphrase: "SEO outreach for site owners",
    heading: "Links from real websites, placed by hand",
    paragraph: [
      "Links are still one of the clearest signals Google uses to decide which pages deserve to rank, and the ones that count come from sites with real readers. Our outreach team contacts the owners of relevant blogs and publications, agrees a placement and writes an article that earns its place on the page, with your link where it belongs.",
      "Every article is written for the site it appears on, and every link is agreed with a real editor. When the work is done you receive a report listing each live URL, so you can see exactly where your links are and check them yourself.",
      "Tell us which pages you want to rank and we will come back to you with a plan. If you would rather choose a package yourself, start with our blogger outreach and link packages, listed below.",
    ],
  },
  content: {
    services: ["SEO Outreach", "Blogger Outreach", "Creative Content", "SEO Packages"],
    "How does it work?": [
      "<ol>",
      "<li><strong>Tell us about your site.</strong> Send us the pages you want to rank, the market you sell to and any links you already have, so we know where you are starting from.</li>",
      "<li><strong>We shortlist publishers.</strong> Our team searches our network for sites that cover your subject, then checks each one for authority, traffic and a readership that makes sense for you.</li>",
      "<li><strong>We write and place the content.</strong> Every placement comes with an original article written for that publisher's readers, with your link set naturally in the text.</li>",
      "<li><strong>You get a report of live links.</strong> Each placement is listed with its URL so you can check it yourself. Live links typically appear within 10 to 21 days.</li>",
      "</ol>",
    ].join(""),
    "Why choose": [
      "<p><strong>Relationships built over years.</strong> We have run outreach campaigns {{claim:since}}, which has given us {{claim:contacts}}. When you order, we approach editors who already know us rather than cold inboxes.</p>",
      "<p><strong>Work you can stand behind.</strong> Every article is written for the site it appears on, and {{claim:no-pbn}}. If a publisher takes a post down later, we go back to them; in practice we see {{claim:resecured}}.</p>",
      "<p><strong>Straightforward to deal with.</strong> You can follow your orders in your private client portal, see prices in pounds or dollars and {{claim:payment-methods}}.</p>",
    ].join(""),
  },
  faq: [
    {
      title: "What is SEO outreach?",
      description:
        "<p>SEO outreach is the work of contacting the owners of relevant websites and agreeing to publish an article on their site that links back to yours. Done properly, it earns links from pages that real people read, which is what search engines reward.</p>",
    },
    {
      title: "How long before my links go live?",
      description:
        "<p>Live links typically appear within 10 to 21 days of your order. Rankings take longer to move: you can expect to see changes in two to three months, and the strongest results tend to come after six months of steady work.</p>",
    },
    {
      title: "How long does a campaign take, and how many links will it bring?",
      description:
        "<p>A campaign runs for {{claim:campaign-length}}, and typically brings in {{claim:campaign-links}}. The exact number depends on your niche and on how many publishers agree to run your content, and we agree the target with you before we start.</p>",
    },
    {
      title: "How many links should I build each month?",
      description:
        "<p>We usually recommend between 5 and 20 links a month, depending on how competitive your keywords are and how strong your current link profile is. A steady pace looks natural and is easier to sustain than a single large burst.</p>",
    },
    {
      title: "Can I approve the sites and articles first?",
      description:
        '<p>Yes. Approval of sites and content before anything is published is available as an option at an extra cost. You will find the details alongside our packages on the <a href="/services/blogger-outreach">blogger outreach</a> page.</p>',
    },
    {
      title: "What happens if a link is removed?",
      description:
        "<p>Publishers occasionally edit or remove old posts. If that happens, tell us and we will contact the site owner to have the post restored; we see {{claim:resecured}}.</p>",
    },
  ],
};

export default page;
