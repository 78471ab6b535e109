import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/core-update-recovery",
  title: "Google Core Update Recovery",
  alias: "Find out why you dropped, then build back",
  icon: "update",
  graphic: "update",
  bullet: "Diagnose a traffic drop after a Google core update and follow a clear, evidence-based plan to recover.",
  description: [
    "A Google core update is a broad change to how Google's ranking systems assess content across the whole web. Google releases them several times a year, and unlike targeted updates aimed at spam or a single signal, they reassess how relevant, useful and trustworthy pages are compared with everything else competing for the same searches. If your rankings fall after one, it rarely means you have been penalised. Usually it means Google now considers other pages a better answer.",
    "Recovery starts with an honest diagnosis. We confirm that the drop lines up with the update rather than a technical fault, a tracking change or a seasonal dip, then find which pages, queries and sections lost visibility and compare them with the pages that gained. The pattern usually points to the cause: thin or outdated content, pages written for search engines rather than people, weak signs of experience and expertise, a poor page experience or a link profile that no longer holds up.",
    "The recovery plan then fixes causes, not symptoms: improving or consolidating weak content, strengthening the credibility of your authors and business, resolving technical issues and building authoritative links. Be wary of anyone promising a quick fix. Google's own guidance is that improvements can take months to be reflected, and some sites only recover fully when a later core update rolls out, so we plan a sustained programme and report progress at every stage.",
  ],
  points: [
    "Confirmation that the drop is linked to a core update, not a technical fault",
    "Page-by-page and query-by-query analysis of what lost and what gained",
    "A content review against Google's guidance on helpful, people-first content",
    "Technical and page experience checks",
    "A link profile review and a plan to strengthen authority",
    "A prioritised recovery plan, with your first report within {{turnaround:/services/core-update-recovery}}",
  ],
  meta: {
    title: "Google Core Update Recovery: Diagnose and Recover",
    description:
      "Lost rankings after a Google core update? We diagnose the drop page by page and build an evidence-based recovery plan. Monthly reporting.",
  },
  days: 14,
  turnaroundKind: "report",
  how_it_works: [
    {
      title: "Confirm the cause",
      description:
        "We check your analytics and Search Console data against the dates of Google's updates, and rule out tracking errors, technical faults, seasonality and manual actions before treating a core update as the cause.",
    },
    {
      title: "Find the pattern",
      description:
        "We break the drop down by page, query, site section and search intent, and compare your pages with the ones that now outrank them, to see what Google is rewarding instead.",
    },
    {
      title: "Build the recovery plan",
      description:
        "You receive a prioritised plan covering content to improve, merge or remove, credibility signals to strengthen, technical fixes and link building, with the evidence behind each recommendation. Your first report arrives within {{turnaround:/services/core-update-recovery}}.",
    },
    {
      title: "Deliver and monitor",
      description:
        "We carry out the work or support your own team to do it, then track rankings and traffic through the following months and through the next core update.",
    },
  ],
  key_benefits: [
    {
      title: "Decisions based on evidence",
      description:
        "Every recommendation is tied to what the data shows about your site and your competitors, not to a generic checklist of things that might help.",
    },
    {
      title: "Improvements that last",
      description:
        "Fixing the underlying quality of your content and site makes it more resilient to future core updates, not just this one.",
    },
    {
      title: "Protects what still works",
      description:
        "A careful diagnosis stops you rewriting or deleting pages that were never the problem, a common and costly mistake after a sudden drop.",
    },
    {
      title: "A clear view of timescales",
      description:
        "You know from the start that recovery is measured in months, and each report shows the progress made, so you can plan with confidence.",
    },
  ],
  why_choose: [
    "Recoveries go wrong when sites react in a panic: mass deletions, rushed rewrites or a burst of low-quality links. We have worked in SEO {{claim:since}}, through many core updates, and we take the time to find the actual cause first.",
    "If the diagnosis points to weak authority, we can build it properly through our relationships with {{claim:publishers}}. There are no shortcuts in our link building: {{claim:no-pbn}}.",
    "We are honest about what can't be promised. No one can guarantee when or whether rankings return, and we will tell you plainly how much of the drop we think is recoverable.",
    "We have helped {{claim:clients}}, and {{claim:remote-clients}}, so we can review your data and work with your team wherever you are.",
  ],
  faq: [
    {
      title: "How do I know whether a core update caused my traffic drop?",
      description:
        "Compare the date your traffic fell with the dates Google announces core updates on its Search Status Dashboard. A decline that begins during a rollout and affects many pages at once points to a core update, while a sharp loss on a single day is more often a technical fault or tracking change. Check the manual actions report in Search Console as well, because a manual action needs a different fix.",
    },
    {
      title: "How long does recovery take?",
      description:
        "It varies, and anyone giving you a firm date is guessing. Improvements usually take months to be reflected in rankings, and some sites only recover fully when a later core update rolls out. Your first report arrives within {{turnaround:/services/core-update-recovery}}, and we track progress in every report after that.",
    },
    {
      title: "Should I delete content after a core update?",
      description: `<p>Not without evidence. Deleting pages in a hurry can remove content that was still earning traffic and links. We review each affected page and recommend one of four routes:</p><ul><li><strong>Improve</strong> it where the topic is right but the page falls short.</li><li><strong>Merge</strong> it with similar pages that compete with each other.</li><li><strong>Redirect</strong> it where a better page already exists.</li><li><strong>Remove</strong> it only where it offers no value to visitors.</li></ul>`,
    },
    {
      title: "Can links help me recover from a core update?",
      description:
        "Sometimes. If competitors have gained because they are better cited and more authoritative, links from relevant, respected sites can be part of the answer. Links will not make up for content that doesn't meet searchers' needs, so we build them alongside content and technical fixes, never instead of them.",
    },
    {
      title: "Is a core update drop a penalty?",
      description:
        "No. A penalty, or manual action, is applied by Google's reviewers when a site breaks its spam policies, and it appears in Search Console. A core update drop means Google's systems now rate other pages as more relevant or helpful for those searches. There is nothing to appeal; the way back is to make your pages the better result.",
    },
  ],
};

export default service;
