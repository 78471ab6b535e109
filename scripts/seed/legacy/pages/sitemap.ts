import type { LegacyPage } from "../types";

const sitemap: LegacyPage = {
  path: "/sitemap",
  title: "Sitemap",
  meta: {
    title: "Sitemap",
    description:
      "The Outreach Lab sitemap: every page in one list, from services and pages for agencies and site owners to blog articles and legal pages.",
  },
  sections: [
    {
      paragraphs: ["Every page on our website in one list, from our services and blog articles to our company and legal pages."],
    },
  ],
};

export default sitemap;
