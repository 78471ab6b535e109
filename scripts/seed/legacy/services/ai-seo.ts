import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/ai-seo",
  title: "AI SEO",
  alias: "Be found in AI answers as well as search results",
  icon: "ai",
  graphic: "ai",
  bullet: "Improve how your brand appears in AI assistants and AI search answers, alongside your classic Google rankings.",
  description: [
    "More people now ask AI assistants and AI-powered search features for recommendations, comparisons and answers instead of working through a list of links. These tools build their answers from content they can find, understand and trust, so the brands they mention tend to be the ones that are clearly described and well cited across the web.",
    "Our AI SEO service works on both fronts: the classic search rankings your traffic depends on today, and the signals that make AI tools more likely to cite and recommend you. We make your key pages clear and well structured so they can be quoted accurately, keep the facts about your business consistent wherever they are published, and earn mentions and links on the sites AI tools draw on.",
    "This is a young field, and nobody controls what an AI assistant says. No one can guarantee a mention, and answers vary between tools and even between identical questions. What we can do is make your brand easier to find, understand and cite, and track how often and how accurately you appear for the questions your customers ask.",
  ],
  points: [
    "An audit of how AI assistants and AI search answers describe your brand",
    "Key pages structured so AI tools can find, quote and cite them",
    "Consistent facts about your business across the web",
    "Mentions and links on publications relevant to your sector",
    "Classic SEO work so your Google rankings keep growing",
    "Regular tracking of your brand in AI answers and search results",
  ],
  meta: {
    title: "AI SEO: Visibility in AI Assistants and AI Search",
    description:
      "AI SEO that improves how your brand appears in AI assistants and AI search answers, alongside your Google rankings. Clear monthly reporting.",
  },
  days: 14,
  turnaroundKind: "report",
  how_it_works: [
    {
      title: "Visibility audit",
      description:
        "We put the questions your customers ask to the main AI assistants and AI search features, record whether and how your brand appears, and compare that with your competitors and your classic search rankings.",
    },
    {
      title: "Fix the foundations",
      description:
        "We make your key pages clear and easy to quote, with direct answers, accurate facts and structured data, and fix anything that stops search engines crawling and understanding them.",
    },
    {
      title: "Build authority",
      description:
        "We earn mentions and links on relevant publications and make sure the facts about your business match wherever they appear, so AI tools have trusted sources to draw on.",
    },
    {
      title: "Track and report",
      description:
        "Your first report, with the baseline audit, arrives within {{turnaround:/services/ai-seo}}. We repeat the checks over time, because answers change, and report on both AI visibility and search rankings.",
    },
  ],
  key_benefits: [
    {
      title: "Ready for how people search now",
      description:
        "Customers increasingly meet your brand in an AI-written answer before they ever visit your site. AI SEO makes sure you are part of that answer as often as possible.",
    },
    {
      title: "Accurate answers about your brand",
      description:
        "If AI tools describe your services, locations or policies wrongly, customers act on it. Consistent, well-published facts make accurate answers more likely.",
    },
    {
      title: "One strategy, two channels",
      description:
        "The work that helps AI tools cite you, clear content and mentions on respected sites, also supports your Google rankings, so your budget is not split between the two.",
    },
    {
      title: "Honest measurement",
      description:
        "We track trends across repeated checks rather than cherry-picking a single good answer, so you see a fair picture of where you stand.",
    },
  ],
  why_choose: [
    "AI answers draw on the same things link builders have always worked on: authoritative sources, mentions on respected sites and clear content. We have been building exactly that for {{claim:clients}} {{claim:since}}.",
    "Our relationships with {{claim:publishers}} give us a practical way to get your brand discussed on sites that matter in your sector, and {{claim:no-pbn}}.",
    "We don't sell shortcuts. There is no trick that forces an AI assistant to recommend you, and we will not pretend otherwise; we will show you what is changing and why.",
  ],
  faq: [
    {
      title: "What is AI SEO?",
      description:
        "AI SEO, sometimes called generative engine optimisation, is the work of making your brand more likely to be found, understood and cited by AI assistants and AI-generated search answers. It overlaps heavily with classic SEO, because clear content, technical health and authoritative mentions matter to both. The differences are in what you measure and in giving AI tools direct, quotable answers.",
    },
    {
      title: "Does classic SEO still matter?",
      description:
        "Yes. AI search features often draw on pages that already rank well, and traditional search results remain an important source of visitors for most businesses. That is why our AI SEO service includes classic SEO work rather than replacing it.",
    },
    {
      title: "Can you guarantee my brand will appear in AI answers?",
      description:
        "No. Nobody controls what an AI assistant says, and answers vary between tools, over time and even between identical questions. We can strengthen the signals these tools rely on and measure how often you appear, but anyone promising a guaranteed mention is overselling.",
    },
    {
      title: "How do you measure AI visibility?",
      description: `<p>We track a set list of questions your customers are likely to ask and record, for each AI tool we check:</p><ul><li>whether your brand is mentioned or cited</li><li>how accurately it is described</li><li>which competitors appear instead</li><li>which sources the answer relies on</li></ul><p>Because answers vary, we look at trends over repeated checks rather than any single answer.</p>`,
    },
    {
      title: "How long does it take to see results?",
      description:
        "Your first report, including the baseline audit, arrives within {{turnaround:/services/ai-seo}}. Changes to your own content can be picked up fairly quickly, but building the mentions and authority AI tools rely on takes months. In classic search, results usually show in 2 to 3 months and are strongest from six months, and AI visibility tends to build on a similar timescale.",
    },
  ],
};

export default service;
