import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/managed-services",
  title: "Managed Services",
  alias: "Your search campaigns, run for you",
  icon: "managed",
  graphic: "managed",
  bullet: "Hand your SEO, content and link building to one team that plans, delivers and reports on the work.",
  description: [
    "Managed Services is for businesses and marketing teams who want results from search without running the campaigns themselves. We take on the day-to-day work: planning, content, outreach, link placements and on-page improvements. You get one point of contact, a clear plan and reporting you can share with the rest of the business.",
    "We build each managed campaign from the services we run every day, including [blogger outreach](/services/blogger-outreach), [content creation](/services/content-creation), [SEO packages](/services/seo-packages), [digital PR](/services/digital-pr) and [Google Ads management](/services/google-ads-packages). Rather than ordering each one separately, you agree the goals and budget with us, and we decide with you where the effort goes.",
    "Your first report arrives within {{turnaround:/services/managed-services}}. Clients have a private client portal for their orders and updates, and we adjust the plan as results come in. Search work takes time to pay off, usually 2 to 3 months before movement shows, so managed campaigns work best as an ongoing arrangement rather than a one-off project.",
  ],
  points: [
    "A dedicated account manager as your single point of contact",
    "One plan covering content, outreach, links and on-page work",
    "Placements through our relationships with {{claim:publishers}}",
    "Orders and updates in your private client portal",
    "First report within {{turnaround:/services/managed-services}}, then regular progress reports",
    "Budget moved towards what is working, always agreed with you",
  ],
  meta: {
    title: "Managed SEO, Content and Link Building Services",
    description:
      "Managed SEO, content and link building run by one team, with a dedicated account manager, a clear plan and regular, plain-English reports.",
  },
  days: 14,
  turnaroundKind: "report",
  how_it_works: [
    {
      title: "Discovery call",
      description:
        "We learn about your business, your competitors, your current rankings and what you have tried before. Get in touch and we will reply {{claim:response-time}}.",
    },
    {
      title: "Plan and budget",
      description:
        "We recommend a mix of services and a budget, and agree the goals we will report against. Nothing starts until you have approved the plan.",
    },
    {
      title: "We run the campaign",
      description:
        "Your account manager coordinates our writers, outreach team and SEO specialists, and keeps you informed through your client portal. You can ask for an update at any time.",
    },
    {
      title: "Report and refine",
      description:
        "Your first report arrives within {{turnaround:/services/managed-services}}. Each report shows the content and links delivered and how your keywords are moving, with the next steps we recommend.",
    },
  ],
  key_benefits: [
    {
      title: "Time back for your team",
      description:
        "Outreach, content and link building take hours of pitching, writing and chasing. We do that work, so your team can concentrate on the parts of the business only they can run.",
    },
    {
      title: "One point of contact",
      description:
        "Your account manager knows your campaign in detail. You don't have to explain your business again to a different supplier for every service.",
    },
    {
      title: "Several disciplines, one plan",
      description:
        "Content, outreach, SEO, PR and paid search are planned together, so each supports the others instead of competing for the same budget.",
    },
    {
      title: "Flexible as you grow",
      description:
        "As results come in, we move effort towards what is working and agree any change in scope with you first, without starting again from scratch.",
    },
  ],
  why_choose: [
    "We have run campaigns for {{claim:clients}} {{claim:since}}. The services we manage for you are the same ones we deliver every day, by our own team.",
    "Our outreach is built on relationships with {{claim:publishers}}, and {{claim:no-pbn}}. Every link we report is on a real site you can check yourself.",
    "Agencies use our managed services too. If you resell SEO, our [white-label](/white-label) programme lets you put our work under your own brand; resellers typically {{claim:reseller-markup}}.",
    "Working remotely is normal for us: {{claim:remote-clients}}, and campaigns run smoothly by email, phone and video call.",
  ],
  faq: [
    {
      title: "What can a managed campaign include?",
      description: `<p>A managed campaign is built from the services that suit your goals, which can include:</p><ul><li>blogger outreach and link placements</li><li>content creation for your own site and for outreach</li><li>on-page SEO and keyword tracking</li><li>digital PR and PR outreach</li><li>Google Ads management</li><li>online reputation management</li></ul><p>We agree the mix with you at the start and review it as results come in.</p>`,
    },
    {
      title: "How is this different from ordering a package?",
      description:
        "A package gives you a fixed list of work. A managed campaign starts from your goals and budget, and your account manager decides with you which services to use and where to put the effort. It suits businesses that want one team to take responsibility for the whole campaign.",
    },
    {
      title: "How much does it cost?",
      description: `<p>Managed campaigns are priced on the mix of services and the volume of work, so we quote after a discovery call. <a href="/get-in-touch">Get in touch</a> for a quote. You can {{claim:payment-methods}}.</p>`,
    },
    {
      title: "How will I know what work has been done?",
      description:
        "Every report lists the content produced and the links placed, with the live URLs, so you can check each one. Your private client portal shows your orders and their status between reports. Your account manager is also on hand to talk through anything you want to know.",
    },
    {
      title: "Do you work with agencies?",
      description: `<p>Yes. Many agencies hand us their clients' outreach, content and SEO and present the work under their own brand. See our <a href="/white-label">white-label</a> page for how that works, or <a href="/referral-partners">referral partners</a> if you would rather pass clients to us directly.</p>`,
    },
  ],
};

export default service;
