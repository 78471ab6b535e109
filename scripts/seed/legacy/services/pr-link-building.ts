import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/pr-link-building",
  title: "PR Link Building",
  alias: "News-style content, live links in weeks",
  icon: "links",
  graphic: "editorial",
  bullet:
    "News-style articles about your business placed on news sites and industry publications, with every live link reported.",
  description: [
    "PR link building combines the credibility of press coverage with the predictability of outreach. We write news-style articles about your business, such as announcements, expert commentary and company stories, and place them on news sites, online magazines and industry publications through our relationships with {{claim:publishers}}.",
    "Because we work with publishers we already know, rather than waiting for a journalist to pick up a pitch, links go live in 10 to {{turnaround:/services/pr-link-building}}. We match each article to sites relevant to your market, at authority levels from DA20 to DA90+, and write it to the publication's editorial standards so it reads as genuine content, not an advert.",
    "It suits businesses that want PR-style links on a dependable timeline, and works well alongside a longer [PR outreach](/services/pr-outreach) campaign. We check every link when it goes live and list it in your report with the article and the publication.",
  ],
  points: [
    "News-style articles about your business, written by our team",
    "Placements on news sites, online magazines and industry publications",
    "Live links in 10 to {{turnaround:/services/pr-link-building}}",
    "Sites matched to your market, from DA20 to DA90+",
    "Every link checked and reported with its URL",
    "Built on our relationships with {{claim:publishers}}",
  ],
  meta: {
    title: "PR Link Building: Live Links in 10 to 21 Days",
    description:
      "PR link building: news-style articles about your business placed on news sites and industry publications, with every live link reported.",
  },
  days: 21,
  turnaroundKind: "link",
  how_it_works: [
    {
      title: "Brief us",
      description:
        "Tell us about your business, the pages you want to strengthen and the markets you want to reach. Share any news you have, such as launches, hires, milestones, data or opinions.",
    },
    {
      title: "We write the articles",
      description:
        "Our writers turn your brief into news-style articles suited to the publications we will approach, with your link placed naturally in the text.",
    },
    {
      title: "Placement",
      description:
        "We place each article with a relevant publication through our publisher relationships, and links typically go live in 10 to {{turnaround:/services/pr-link-building}}.",
    },
    {
      title: "Report",
      description: "You receive a report listing each article, publication and link, so you can check every placement yourself.",
    },
  ],
  key_benefits: [
    {
      title: "A predictable timeline",
      description:
        "Live links in 10 to {{turnaround:/services/pr-link-building}}, without waiting on a journalist's decision, so you can plan link building around launches and campaigns.",
    },
    {
      title: "Authority and relevance",
      description:
        "Links from news and industry publications relevant to your market carry more weight than links from sites with no connection to what you do.",
    },
    {
      title: "Credibility with readers",
      description:
        "A well-written article on a recognised publication builds trust with the people who read it, not just with search engines.",
    },
    {
      title: "A more varied link profile",
      description:
        "News-site links add variety to a profile built mainly from blogs, which helps it look like the natural result of a business people write about.",
    },
  ],
  why_choose: [
    "We have worked with {{claim:clients}} {{claim:since}}, and our publisher relationships took {{claim:years-trading}} to build. That is what makes a 10 to 21 day turnaround possible.",
    "If a publisher removes a post, we go back to them: we see {{claim:resecured}}.",
    "Our articles are written to each publication's standards by our own team, and {{claim:no-pbn}}.",
    "We reply to enquiries {{claim:response-time}}, and you can {{claim:payment-methods}}.",
  ],
  faq: [
    {
      title: "How is PR link building different from Digital PR?",
      description: `<p>Our <a href="/services/digital-pr">Digital PR</a> service pitches a story to journalists, and you pay only for the links they choose to publish, so timing and volume vary. PR link building places news-style articles through publishers we already work with, so you know what you are getting and links go live in 10 to {{turnaround:/services/pr-link-building}}. Many clients use both.</p>`,
    },
    {
      title: "How quickly will my links go live?",
      description:
        "Links typically go live in 10 to {{turnaround:/services/pr-link-building}}. Timing depends on each publication's editorial schedule, and larger news sites can take longer to publish. We confirm each link as soon as it is live.",
    },
    {
      title: "What sites will my articles appear on?",
      description: `<p>We choose publications that are relevant to your market and have genuine readers, including:</p><ul><li>regional and national news sites</li><li>online magazines and lifestyle publications</li><li>trade and industry publications</li></ul><p>Authority ranges from DA20 to DA90+, depending on your sector and budget.</p>`,
    },
    {
      title: "Do I need news to announce?",
      description:
        "No. A launch or milestone helps, but many strong articles are built from expert commentary, practical advice or your view on an industry trend. We will suggest angles from what you tell us about the business.",
    },
    {
      title: "What happens if a link is removed later?",
      description:
        "Tell us and we will contact the publisher to restore it. We see {{claim:resecured}}, and where a post cannot be restored we talk to you about the best way to replace it.",
    },
  ],
};

export default service;
