import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/french-link-building",
  title: "French Link Building",
  alias: "Links from French-language publishers, pitched and written by native speakers",
  icon: "flag",
  graphic: "content",
  bullet: "Native French outreach for links on relevant sites in France and the wider French-speaking world.",
  description: [
    "French readers are quick to spot a text that was not written in French, and French editors are quicker still. To rank on google.fr you need links from French publishers your audience trusts, carried by articles that read naturally. Our French link building is handled by native French speakers, from the first pitch to the final proofread.",
    "The French-language web combines a strong blogging culture with regional press sites, specialist webzines and consumer guides. Editors care about the writing itself: grammar, register and even typography, such as the space before a colon or question mark and « guillemets » around quotations. We write to those standards, which is why our articles are accepted by the sites worth being on.",
    "French is not only France. We also build links for Belgium, French-speaking Switzerland and Quebec, where vocabulary, usage and local media all differ. Tell us which audience you want to reach and we match both the publishers and the wording to it.",
  ],
  points: [
    "Outreach and writing by native French speakers",
    "Publishers in France, Belgium, Switzerland and Quebec, matched to your audience",
    "Articles written to French editorial and typographic conventions",
    "Niche blogs, webzines and regional sites from DA20 up to DA90+",
    "Optional approval of sites and content ({{claim:approval-surcharge}})",
    "Most links live within 10 to 21 days",
  ],
  meta: {
    title: "French Link Building: Native Outreach and Content",
    description:
      "French link building by native speakers: links on relevant French-language sites in France, Belgium, Switzerland and Quebec.",
  },
  days: 14,
  turnaroundKind: "link",
  how_it_works: [
    {
      title: "Choose your French audience",
      description:
        "France, Belgium, Switzerland, Quebec or several of them. We review your French pages and the search terms you want to support in each market.",
    },
    {
      title: "Select publishers",
      description:
        "Our French-speaking team shortlists sites in your sector, checking topic, authority, traffic and the quality of what they already publish.",
    },
    {
      title: "Pitch and write in French",
      description:
        "Each editor is approached in French with an idea suited to their readers. A native writer drafts the article, placing your link where it is genuinely useful to the reader.",
    },
    {
      title: "Publish and report",
      description:
        "Links usually go live within 10 to 21 days. Your report lists every URL and anchor, grouped by country when a campaign covers more than one.",
    },
  ],
  key_benefits: [
    {
      title: "Stronger signals for google.fr",
      description:
        "Links from French sites on French topics show search engines that your pages are relevant to people searching in France.",
    },
    {
      title: "Writing that passes the editor",
      description:
        "Correct French in the right register is what gets a pitch accepted by a good publisher, and what stops your brand looking careless in front of French readers.",
    },
    {
      title: "Search terms in context",
      description:
        "French searchers mix English loanwords with French terms, and usage varies by country: what is an 'e-mail' in France is often a 'courriel' in Quebec. We choose topics and anchors around how your audience really searches.",
    },
    {
      title: "Francophone reach from one team",
      description: "One brief can cover France and other French-speaking markets, with publishers matched to each.",
    },
  ],
  why_choose: [
    "Our French campaigns are run by native French speakers, not translated from English. Editors can tell the difference, and so can your customers.",
    "We have been building links for {{claim:years-trading}} and hold {{claim:review-score}} on an independent review site.",
    "Every link comes from genuine outreach to a real publisher: {{claim:no-pbn}}.",
    "We are honest about timing and results. Links go live in a matter of weeks, rankings take months, and no one can guarantee you a position on google.fr.",
  ],
  faq: [
    {
      title: "Do you build links for Belgium, Switzerland and Quebec?",
      description: `<p>Yes. Each French-speaking market has its own publishers and its own habits:</p><ul><li><strong>France:</strong> the widest choice of publishers, from niche blogs to regional press sites.</li><li><strong>Belgium:</strong> French-language sites serving Brussels and Wallonia.</li><li><strong>Switzerland:</strong> sites for Geneva, Lausanne and the rest of French-speaking Switzerland.</li><li><strong>Quebec:</strong> Canadian French, with its own vocabulary and its own media.</li></ul><p>Tell us which market each page targets and we match publishers and wording to it.</p>`,
    },
    {
      title: "Can you use my English articles in French?",
      description:
        "We do not translate English articles for French publishers. French editors expect content written for their readers, and a translated piece usually reads like one. Our writers produce original French articles on topics agreed with each site.",
    },
    {
      title: "How long do French links take, and when will rankings move?",
      description:
        "Most links go live within 10 to 21 days. Rankings follow more slowly: movement usually starts after 2 to 3 months, with the fullest effect from around 6 months. We do not guarantee rankings, because your French content, technical setup and competitors matter too.",
    },
    {
      title: "How many French links should I build?",
      description:
        "We usually recommend 5 to 20 links a month. The right number depends on how competitive your sector is in France and how much authority your French pages already have. A steady monthly pace generally works better than a single large burst.",
    },
    {
      title: "What affects the cost of French link building?",
      description:
        "Mainly the authority of the sites, from DA20 up to DA90+, how competitive your niche is, and whether you add approval of sites and content, which costs {{claim:approval-surcharge}}. In sectors such as finance or health, French publishers are fewer and more selective, which affects both price and time. [Get in touch](/get-in-touch) with your target pages and we will give you a quote.",
    },
  ],
};

export default service;
