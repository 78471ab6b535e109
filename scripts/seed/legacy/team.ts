import type { LegacyTeamMember } from "./types";

/** The team shown on /about-us; members with a `calendly` link appear in the book-a-call block. */
export const team: LegacyTeamMember[] = [
  {
    portrait: "eleanor-hughes.svg",
    firstname: "Eleanor",
    lastname: "Hughes",
    expertise: "Head of SEO Strategy",
    description: [
      "Eleanor leads our strategy team and is usually the first person new clients speak to. She plans campaigns for everyone from local businesses to agencies managing many client sites, working out which pages need links, which keywords are realistic and how outreach, content and on-page work should fit together.",
      "Eleanor came to SEO from a background in marketing, and she still judges a campaign by the enquiries and sales it brings in rather than by link counts alone. Away from work she is a keen fell walker and spends as many weekends as she can in the Lake District.",
    ],
    calendly: "https://calendly.com/eleanor-hughes",
  },
  {
    portrait: "callum-fraser.svg",
    firstname: "Callum",
    lastname: "Fraser",
    expertise: "Link Building Strategist",
    description: [
      "Callum designs our link-building campaigns: which publishers to approach, what to pitch them and how to spread links across a site so that its profile grows naturally. He specialises in competitive markets such as iGaming, finance and technology, where careful site selection matters most.",
      "Before moving into strategy, Callum worked on our outreach desk, pitching bloggers and building many of the publisher relationships the team still relies on. He grew up in Inverness, plays five-a-side every week and is always happy to talk a campaign plan through on a call.",
    ],
    calendly: "https://calendly.com/callum-fraser",
  },
  {
    portrait: "priya-chauhan.svg",
    firstname: "Priya",
    lastname: "Chauhan",
    expertise: "Digital PR and International Strategist",
    description: [
      "Priya runs our digital PR and international campaigns. She turns a client's data, expertise or products into stories that journalists and editors want to cover, and plans multilingual outreach for businesses moving into new markets.",
      "Priya trained as a journalist and worked on the receiving end of pitches before joining us, so she knows what an editor wants to see in a first email. She speaks Gujarati and French, and is rarely without a book on a train to somewhere new.",
    ],
    calendly: "https://calendly.com/priya-chauhan",
  },
  {
    portrait: "daniel-okafor.svg",
    firstname: "Daniel",
    lastname: "Okafor",
    expertise: "Head of Content",
    description: [
      "Daniel leads our writing team and sets the standard for every article, guide and infographic we produce. He briefs writers, edits their work and makes sure each piece suits both the client and the publisher it is written for.",
      "A former copywriter, Daniel believes outreach content should stand on its own: useful to the reader even without the link. Outside work he coaches a youth football team in south London and bakes a respectable sourdough.",
    ],
  },
  {
    portrait: "siobhan-doyle.svg",
    firstname: "Siobhan",
    lastname: "Doyle",
    expertise: "Client Services Manager",
    description: [
      "Siobhan looks after our clients from the first order onwards. She keeps projects on schedule, answers questions about orders and invoices, and makes sure nothing falls between the strategy, outreach and content teams.",
      "She is also the main contact for our white-label partners, helping agencies set up their accounts and manage their own clients' orders through the agency portal. Siobhan is from Belfast and swims in the sea all year round.",
    ],
  },
  {
    portrait: "tom-whitaker.svg",
    firstname: "Tom",
    lastname: "Whitaker",
    expertise: "Outreach Manager",
    description: [
      "Tom manages our outreach team, the people who contact publishers, agree placements and check every link once it goes live. He also looks after our publisher database, keeping contacts up to date and retiring sites that no longer meet our standards.",
      "Tom is the person to ask about a site's history, its readership or whether its editor actually answers emails. When he is not reading other people's blogs, he is usually watching cricket in Yorkshire, where he grew up.",
    ],
  },
];
