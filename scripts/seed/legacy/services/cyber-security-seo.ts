import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/cyber-security-seo",
  title: "Cyber Security SEO",
  alias: "SEO for security vendors, consultancies and managed service providers",
  icon: "security",
  graphic: "seo",
  bullet: "Monthly SEO for cyber security firms, aimed at technical buyers who research for weeks before they talk to sales.",
  description: [
    "Cyber security buyers are some of the most sceptical readers on the internet. Security leaders, IT managers and engineers research a problem thoroughly, compare vendors quietly and ignore anything that reads like a fear-driven sales pitch. Search is where much of that research happens, and it rewards firms whose content is accurate, specific and written by people who know the subject.",
    "Our cyber security SEO service is for software vendors, managed security service providers, penetration testing firms and security consultancies. We cover the technical health of your site, content that answers the questions buyers ask at each stage, from understanding a threat to comparing providers and meeting a compliance requirement, and links from technology and business publications.",
    "Your first report arrives within {{turnaround:/services/cyber-security-seo}} of signing up, followed by a report every month. SEO results usually begin to show after 2 to 3 months, with the best results from 6 months of consistent work.",
  ],
  points: [
    "Keyword research across problem, solution, comparison and compliance searches",
    "Content planned with your practitioners, so it stands up to expert readers",
    "Service and solution pages improved for clarity and conversion",
    "Links from technology, IT and business publications",
    "First report within {{turnaround:/services/cyber-security-seo}}, then monthly reporting",
  ],
  meta: {
    title: "Cyber Security SEO for Vendors, MSSPs and Consultancies",
    description:
      "Cyber security SEO for vendors, MSSPs and consultancies: accurate expert content, technical fixes and links from tech publishers.",
  },
  days: 14,
  turnaroundKind: "report",
  how_it_works: [
    {
      title: "Buyer and keyword research",
      description:
        "We map how your buyers search, from early questions about a threat or framework to late-stage searches comparing providers, and match each to a page on your site.",
    },
    {
      title: "Technical and content audit",
      description:
        "We audit your site's technical health and review existing content for accuracy, depth and gaps. Your first report follows within {{turnaround:/services/cyber-security-seo}}.",
    },
    {
      title: "Content with your experts",
      description:
        "We draft content from short interviews or notes from your practitioners, then send it back for technical review. Your experts add the insight; we handle structure, search and writing.",
    },
    {
      title: "Links and monthly review",
      description:
        "We build links from technology, IT and business publications and report each month on rankings, traffic, enquiries where you track them, and next steps.",
    },
  ],
  key_benefits: [
    {
      title: "Credibility with expert readers",
      description:
        "Content shaped by your practitioners reads as genuine to security professionals and shows the experience and expertise search engines look for.",
    },
    {
      title: "Coverage of the whole buying journey",
      description:
        "From explainers on threats and standards to comparison and service pages, you are visible at each stage rather than only when a buyer already knows your name.",
    },
    {
      title: "Compliance-led demand",
      description:
        "Many buyers arrive through a requirement such as ISO 27001, SOC 2 or Cyber Essentials. We make sure your relevant services appear for those searches.",
    },
    {
      title: "Links from the right places",
      description: "Placements on technology and business publications reach IT decision-makers; {{claim:no-pbn}}.",
    },
  ],
  why_choose: [
    "We do not sell security with fear. Content that exaggerates threats may get clicks, but it loses the trust of the people who sign off budgets. We write calm, specific content that helps a reader understand a problem and see how you solve it.",
    "We know our limits: we are SEO and content specialists, not security engineers. That is why we work from your team's knowledge and send technical content back for review, so nothing goes live that a practitioner would wince at.",
    "Security firms often have strong expertise and weak websites. Service pages that list features without explaining outcomes, blogs that stopped years ago and case studies locked in PDFs are common, and fixing them can be some of the most valuable work in the first months.",
    "We have been building search visibility for clients for {{claim:years-trading}}. If you are in financial technology as well as security, see our [fintech SEO](/services/fintech-seo) service too.",
  ],
  faq: [
    {
      title: "Do your writers understand cyber security?",
      description:
        "Our writers research carefully and write clearly for technical audiences, but the deep expertise comes from your team. We work from interviews, notes or existing material from your practitioners and send every technical piece back for review before it is published.",
    },
    {
      title: "Which keywords should a security firm target?",
      description:
        "<p>Usually a mix of four types:</p><ul><li><strong>Problem searches</strong>, such as how a type of attack works</li><li><strong>Solution searches</strong>, such as a category of tool or service</li><li><strong>Comparison searches</strong>, when buyers are weighing providers</li><li><strong>Compliance searches</strong>, tied to standards and certifications</li></ul><p>The right balance depends on your sales model, which we agree in the first weeks.</p>",
    },
    {
      title: "How long does cyber security SEO take?",
      description:
        "Expect early movement after 2 to 3 months and the best results from 6 months. Security sales cycles are long, so we report on leading measures such as rankings and traffic to key pages as well as enquiries.",
    },
    {
      title: "Can you guarantee we will rank for competitive security terms?",
      description:
        "No. The largest vendors invest heavily in search and no honest agency can guarantee positions against them. We focus on terms you can realistically win first, then build towards the harder ones.",
    },
    {
      title: "Will you mention our clients or incidents in content?",
      description:
        "Only with your explicit approval. Security work is confidential, so we never name clients, describe incidents or publish case study details unless you have cleared them in writing.",
    },
  ],
};

export default service;
