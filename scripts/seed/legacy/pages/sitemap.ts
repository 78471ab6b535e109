import type { LegacyPage } from "../types";

const sitemap: LegacyPage = {
  path: "/sitemap",
  title: "Sitemap",
  meta: {
    title: "Sitemap",
    description:
      "Every page on the Outreach Lab website in one list: our services, landing pages for agencies and site owners, blog articles, company pages and legal pages.",
  },
  sections: [
    {
      paragraphs: [
        "Every page on our website in one list, from our services and blog articles to our company and legal pages.",
      ],
    },
  ],
};

export default sitemap;
