import type { LegacyArticle } from "../types";

const article: LegacyArticle = {
  url: "pushing-down-negative-search-results",
  title: "Pushing Down Negative Search Results",
  category: "Reputation Management",
  order: 2,
  metaTitle: "How to Push Down Negative Search Results",
  metaDescription:
    "A negative result on page one for your name can often be pushed down. How suppression works, what to check first and how long it takes.",
  thumbnail: "pushing-down-negative-search-results.svg",
  datePublished: "2026-01-27",
  description: [
    {
      type: "paragraph",
      content: [
        "When someone searches for your name or your business, the first page of results is your shop window. A negative news story, a critical forum thread or an old complaint on page one can cost you customers, staff and opportunities long after the events behind it have been dealt with. You cannot always have that result removed, but you can often push it down by giving search engines better, more relevant pages to show instead.",
        "This is what reputation specialists mean by suppression. It is not a trick; it is ordinary SEO aimed at the search results for your own name.",
      ],
    },
    {
      type: "paragraph",
      title: "See what people actually see",
      content: [
        "Start by searching for your name and your business name in a private browser window, so your own search history does not colour the results. Note every result on the first two pages, whether each one is positive, neutral or negative, and who controls it. Check the image results, the 'People also ask' box and the related searches at the foot of the page, as these can surface negative material too.",
        "Repeat the exercise for common variations, such as your name with your town or job title, or with words like 'reviews' and 'complaints'. This gives you a baseline to measure progress against.",
      ],
    },
    {
      type: "paragraph",
      title: "Check whether removal is possible first",
      content: [
        "Before investing in suppression, find out whether the content can be taken down or delisted. Material that is defamatory, infringes copyright, exposes sensitive personal information or breaks the host site's own rules may be removable through the site itself or through a legal request. Individuals in the UK can also ask search engines to delist results about them that are inaccurate, out of date or no longer relevant, under data protection law, and Google provides forms for these requests.",
        "These routes depend on the facts, and a badly handled request can draw fresh attention to the story. Take proper advice where the stakes are high. Where removal is not possible, suppression is the next step.",
      ],
    },
    {
      type: "paragraph",
      title: "Build pages you control",
      content: [
        "Search engines want to show a range of relevant, trustworthy results for a name, so give them plenty to choose from. For a business, that means a strong website with a detailed about page, team pages and service pages; complete profiles on the main social networks and business directories; and listings on reputable industry sites. For an individual, it might be a personal website, a professional networking profile, author pages and speaker profiles.",
        "Each of these should be genuinely complete and kept up to date. An empty profile set up in an afternoon rarely holds a page-one position for long.",
      ],
    },
    {
      type: "paragraph",
      title: "Earn coverage elsewhere",
      content: [
        "Pages on other respected sites carry weight that your own profiles cannot. Interviews, expert comment in trade publications, guest articles, podcast appearances and community or charity work all create positive results that search engines trust. Our [digital PR](/services/digital-pr) work often plays this part in a reputation campaign.",
        "Aim for coverage that is genuinely about your work rather than mentions arranged for their own sake. A feature in a respected trade title or a local newspaper tends to rank well for your name, stays relevant for years, and is the kind of result a prospective customer or employer is glad to find.",
      ],
    },
    {
      type: "image",
      url: "pushing-down-negative-search-results.svg",
      alt: "A search results page with four positive results in teal on page one, a dashed fold line, and an amber negative result below it on page two, with a large arrow pointing down",
    },
    {
      type: "paragraph",
      title: "Give those pages links and attention",
      content: [
        "Creating positive pages is only half the job. To outrank an established negative result, they need the same signals as any page you want to rank: relevant content, internal links and links from other reputable sites. Link to your profiles from your website, and to each other where it makes sense, and direct some link-building effort at the pages most likely to reach page one.",
        "Avoid anything that looks like manipulation, such as networks of thin sites or fake reviews. They rarely last, and they can become a negative story in their own right.",
      ],
    },
    {
      type: "paragraph",
      title: "Be patient, and keep it honest",
      content: [
        "Suppression takes time. The negative page may have years of links behind it, and search engines reassess results gradually. As with other SEO work, expect to see movement over two to three months and the strongest results from around six months, and longer for an established news story. Keep checking your baseline searches and keep publishing; a one-off burst of activity tends to slip back.",
        "Deal with the cause as well. If the negative result reflects a real problem, fixing it, and being seen to fix it, makes every positive page more convincing. If you would like help planning a campaign, our [online reputation management](/services/online-reputation-management) team can talk you through the options.",
      ],
    },
  ],
};

export default article;
