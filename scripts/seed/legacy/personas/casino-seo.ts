import type { LegacyPersonaPage } from "../types";

const page: LegacyPersonaPage = {
  url: "/casino-seo",
  meta: {
    title: "Casino SEO and iGaming Link Building",
    description:
      "Casino SEO for iGaming operators: outreach to publishers that accept gambling content, articles written for the niche and hand-placed links.",
  },
  green: {
    graphic: "casino",
    name: "Casino SEO",
    catchphrase: "SEO for iGaming operators",
    heading: "Casino SEO in a niche where many publishers say no",
    paragraph: [
      "iGaming is one of the most contested areas of search. Many publishers refuse gambling content outright, and plenty of those that accept it are crowded with thin posts that do your site no favours. Finding the sites worth a link takes time, judgement and a long list of contacts.",
      "We have spent years building that list. Our outreach team knows which editors take casino, sports betting and poker content, writes articles that suit their readers and places your links by hand, in English and in the other languages your players use.",
      "Our iGaming SEO and casino link building services are listed below. Or tell us about your brand and the markets you operate in, and we will suggest where to start.",
    ],
  },
  content: {
    services: ["Casino SEO", "Casino SEO Outreach", "Creative Content"],
    "How does it work?": [
      "<ol>",
      "<li><strong>We review your site and markets.</strong> We look at your pages, your current links and the countries you hold a licence for, so every campaign targets players you can actually accept.</li>",
      "<li><strong>We shortlist gambling-friendly publishers.</strong> From our contacts we pick sites that accept iGaming content, then check each one for authority, traffic and the quality of what it already publishes.</li>",
      "<li><strong>We write content for the niche.</strong> Our writers produce original articles on games, odds, strategy and the wider industry, pitched to each publisher's audience rather than stuffed with keywords.</li>",
      "<li><strong>We place your links and report back.</strong> You receive every live URL so you can check the placement, the article and the link yourself.</li>",
      "</ol>",
    ].join(""),
    "Why choose": [
      "<ul>",
      "<li><strong>Contacts that take gambling content.</strong> We keep {{claim:contacts}} and we know which of them will publish iGaming articles, which saves weeks of rejected pitches.</li>",
      "<li><strong>Relevance over volume.</strong> A handful of links from sites that cover casino and betting will do more for you than a long list of unrelated placements, and that is how we plan campaigns.</li>",
      "<li><strong>No shortcuts.</strong> In a niche full of link networks, {{claim:no-pbn}}, so your rankings are not resting on sites that can vanish overnight.</li>",
      "<li><strong>Payment that suits the industry.</strong> You can {{claim:payment-methods}}.</li>",
      "</ul>",
    ].join(""),
  },
  faq: [
    {
      title: "Will publishers really accept casino links?",
      description:
        "<p>Many will not, which is why this work is slower in iGaming than in most niches. Over the years we have found the editors who do accept gambling content and the conditions they set, so we can pitch to the right sites from the start.</p>",
    },
    {
      title: "Which markets and languages can you cover?",
      description:
        '<p>We write and place content in English, French, German, Spanish, Italian and Portuguese, among others. Tell us which countries you are licensed in and we will build the campaign around them. See also our <a href="/services/igaming-seo">iGaming SEO</a> service.</p>',
    },
    {
      title: "Is casino link building safe?",
      description:
        "<p>The risk in this niche comes from paid link networks and low-quality sites, and we use neither. Every link we build sits in an original article on a real site with real readers. No one can promise rankings, but a clean link profile is the foundation everything else depends on.</p>",
    },
    {
      title: "How long does it take to see results?",
      description:
        "<p>Live links typically appear within 10 to 21 days. In a market as competitive as casino, rankings usually start to move after two to three months, with the strongest gains from six months of steady work.</p>",
    },
    {
      title: "Do you work with affiliates as well as operators?",
      description:
        "<p>Yes. We take on campaigns for affiliate and review sites as well as operators. The approach is the same: relevant publishers, original content and links you can check.</p>",
    },
  ],
};

export default page;
