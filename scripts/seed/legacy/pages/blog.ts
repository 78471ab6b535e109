import type { LegacyPage } from "../types";

const blog: LegacyPage = {
  path: "/blog",
  title: "Blog",
  meta: {
    title: "Blog: SEO, Link Building and Outreach Advice",
    description:
      "Practical advice on blogger outreach, link building, SEO and reputation management from the Outreach Lab team, drawn from our daily work.",
  },
  sections: [
    {
      paragraphs: [
        "Practical articles on blogger outreach, link building, SEO and reputation management, written by the people who do the work every day. Whether you look after your own site or run campaigns for clients, you will find plain advice here on what works, what to avoid and how to get more from search.",
      ],
    },
  ],
};

export default blog;
