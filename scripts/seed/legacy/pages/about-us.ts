import type { LegacyPage } from "../types";

const aboutUs: LegacyPage = {
  path: "/about-us",
  title: "About Us",
  subtitle: "Who Runs the #1 Blogger Outreach Agency?",
  meta: {
    title: "About Us: The Team Behind Outreach Lab",
    description:
      "Meet the strategists, writers and outreach specialists behind Outreach Lab, a UK agency placing content on real websites. Read our story.",
  },
  sections: [
    {
      heading: "Where we started",
      paragraphs: [
        "We have been placing content on other people's websites {{claim:since}}. We started with a single service, blogger outreach, at a time when many link builders were cutting corners with directories, spun articles and networks of sites built only to sell links. We took the slower route: find real blogs, write something worth publishing and ask the owner politely.",
        "That approach has served our clients for {{claim:years-trading}}, and it is still how we work: {{claim:no-pbn}}.",
      ],
    },
    {
      heading: "What we do today",
      paragraphs: [
        "Blogger outreach is still the core of the business, but the agency has grown around it. We now write content in several languages, run monthly SEO and digital marketing packages, manage Google Ads accounts, run digital PR campaigns and help businesses look after their reputation online. You can see the full range on our [services](/services) page.",
        "We have worked with {{claim:clients}}, from single-site owners and small businesses to marketing agencies that resell our work under their own name. Today we serve {{claim:countries}}, and {{claim:remote-clients}}.",
      ],
    },
    {
      heading: "How we work",
      paragraphs: [
        "Good outreach depends on relationships. We work with {{claim:publishers}} and keep {{claim:contacts}} on file, so a new campaign rarely starts from scratch. We match each piece of content to a site that covers the subject, write it to the publisher's standards and check the placement once it is live.",
        "Clients follow their orders in a private client portal, and white-label agencies have a private agency portal of their own. When you have a question, you speak to the people doing the work, and we reply to enquiries {{claim:response-time}}. Clients give us {{claim:review-score}} on an independent review site.",
      ],
    },
    {
      heading: "Meet the team",
      paragraphs: [
        "The people below run our strategy, outreach, content and client services. Select anyone to read their biography. If you would like to talk a campaign through, those who take calls directly have a Book a call button on their profile; for anyone else, [get in touch](/get-in-touch).",
      ],
    },
  ],
};

export default aboutUs;
