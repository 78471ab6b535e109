import { digitalPrExtras, digitalPrLinkPrices } from "../prices";
import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/digital-pr",
  title: "Digital PR",
  alias: "Pay only for the links you get",
  icon: "pr",
  graphic: "pr",
  bullet: "Newsworthy campaigns pitched to journalists, invoiced only on live links and priced by the linking site's DA.",
  description: [
    "Digital PR earns links and coverage on news sites, magazines and industry publications by giving journalists stories they want to write. We develop a campaign idea around your business, build the data or assets behind it, pitch it to relevant writers and follow up until it lands.",
    "We work on a **pay-on-results** basis, {{claim:pr-model-years}}. You are invoiced only for live links, and the fee for each link depends on the Domain Authority (DA) of the site that published it, so a link from a major publication costs more than one from a smaller site. The fee for each band is shown below. If your campaign needs original research, an optional survey or infographic is paid upfront, because those costs arise before any pitching starts.",
    "When we report the coverage a campaign has earned, you receive a list of every live link with the publication and its DA, and the invoice is due within 7 days of that report. If you need to keep spending within a set budget, we can set {{claim:pr-campaign-cap}} on request, subject to our approval.",
  ],
  points: [
    "Pay on results: invoiced only for live links",
    "Link fees banded by the DA of the linking site",
    "Story ideas, press material and pitching handled by our team",
    "Optional survey or infographic for data-led campaigns, paid upfront",
    "Campaign cap available on request, subject to approval",
    "Every live link listed in your report",
  ],
  meta: {
    title: "Digital PR: Pay-on-Results Link Building",
    description:
      "Pay-on-results digital PR: newsworthy campaigns pitched to journalists, invoiced only on live links by the linking site's DA.",
  },
  days: 14,
  turnaroundKind: "report",
  packages: digitalPrLinkPrices,
  morePackages: [
    {
      title: "Citations and optional extras",
      anchor: "extras",
      intro:
        "Citations are invoiced like links, only once they are live. A survey or infographic is paid upfront, because its cost arises before pitching starts.",
      packages: digitalPrExtras,
    },
  ],
  how_it_works: [
    {
      title: "Find the story",
      description:
        "We look at your business, the data you hold and what journalists in your sector are covering, then propose campaign angles with a realistic chance of coverage.",
    },
    {
      title: "Build the assets",
      description:
        "We write the press release and pitch material. If the story needs fresh data or a visual, we can run an optional survey or design an infographic, both paid upfront.",
    },
    {
      title: "Pitch and follow up",
      description:
        "We pitch the story to relevant journalists and editors, answer their questions, supply quotes and images, and follow up so good opportunities are not missed.",
    },
    {
      title: "Report and invoice",
      description:
        "We report every live link with the publication and its DA. You are invoiced only for those links, and the invoice is due within 7 days of the report.",
    },
  ],
  key_benefits: [
    {
      title: "Risk sits with us",
      description:
        "You don't pay for pitching time or for stories that don't land. If a campaign earns no live links, there are no link fees to pay.",
    },
    {
      title: "Links that can't be bought",
      description:
        "Editorial coverage on news and industry sites is given by journalists on merit, which is why it carries weight with search engines and with readers.",
    },
    {
      title: "Exposure as well as SEO",
      description:
        "Coverage puts your brand in front of each publication's readers, not just search engines, and gives you credible press mentions to share.",
    },
    {
      title: "Control over your budget",
      description:
        "Fees follow a published scale by DA, and a campaign cap can be agreed on request, so a successful campaign never leaves you with an invoice you didn't plan for.",
    },
  ],
  why_choose: [
    "Pay on results is {{claim:pr-model-years}}. It keeps us focused on what you want, live links on real publications, rather than on hours billed.",
    "Our team pitches from an outreach database of {{claim:contacts}}, built up in {{claim:years-trading}} of trading, so your story reaches writers who actually cover your subject.",
    "Every link is editorial: {{claim:no-pbn}}.",
    "Billing is simple to check. Each invoice follows a report listing every live link, so you can see exactly what you are paying for before it is due.",
  ],
  faq: [
    {
      title: "What exactly do I pay for?",
      description: `<p>You pay for results, plus any optional extras you choose:</p><ul><li><strong>Live links</strong>: each one invoiced by the Domain Authority of the site that published it, using the bands in our pricing table.</li><li><strong>Online citations</strong>: charged per citation at the rate shown in the table.</li><li><strong>Optional survey</strong>: paid upfront to the survey provider.</li><li><strong>Optional infographic</strong>: paid upfront.</li></ul><p>If a pitch produces no coverage, you pay nothing for it.</p>`,
    },
    {
      title: "Why are the survey and infographic paid upfront?",
      description:
        "Both are costs incurred before any pitching begins: the survey fee goes to the survey provider, and the infographic has to be designed before it can be pitched. They are optional, and many campaigns run on your own data, expert comment or a strong story alone.",
    },
    {
      title: "Can I cap the cost of a campaign?",
      description:
        "Yes. Because you pay per live link, a campaign that does well can produce more links than you planned for. On request, and subject to our approval, we can set {{claim:pr-campaign-cap}} so you know the most you will pay.",
    },
    {
      title: "When is payment due?",
      description: `<p>We report the live links a campaign has produced, and the invoice is due within 7 days of that report. You can {{claim:payment-methods}}. Our full payment terms are in our <a href="/terms">terms and conditions</a>.</p>`,
    },
    {
      title: "Can you guarantee coverage?",
      description:
        "No one can guarantee what a journalist will write, which is exactly why we charge on results. The number of links a campaign earns depends on the story, your sector and the news agenda at the time. If an angle is not getting traction, we rework it with you rather than keep pitching something that isn't landing.",
    },
  ],
};

export default service;
