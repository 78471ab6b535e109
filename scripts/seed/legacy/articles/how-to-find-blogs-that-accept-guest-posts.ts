import type { LegacyArticle } from "../types";

const article: LegacyArticle = {
  url: "how-to-find-blogs-that-accept-guest-posts",
  title: "How to Find Blogs That Accept Guest Posts",
  category: "Blogger Outreach",
  order: 4,
  metaTitle: "How to Find Blogs That Accept Guest Posts",
  metaDescription:
    "Practical ways to find blogs that accept guest posts, vet each site before you pitch and write an outreach email that editors answer.",
  thumbnail: "how-to-find-blogs-that-accept-guest-posts.svg",
  datePublished: "2025-07-08",
  description: [
    {
      type: "paragraph",
      content: [
        "Guest posting remains one of the most dependable ways to earn links and reach new readers, provided the blogs are real and the articles are worth reading. The hard part is not writing the post. It is finding sites that are relevant to your business, that take contributions and that are worth appearing on.",
        "This guide covers where to look, how to sort the good prospects from the bad and how to approach editors so that they reply.",
      ],
    },
    {
      type: "paragraph",
      title: "Use search operators to find open doors",
      content: [
        'Many blogs say openly that they accept contributions, and a few search operators will find them. Combine your topic with phrases such as "write for us", "guest post guidelines", "contribute" or "submit an article". For example, searching gardening "write for us" or intitle:"guest post" gardening will bring up pages where editors explain what they want.',
        'Vary the wording, because every site phrases it differently: "become a contributor", "guest author" and "accepting guest posts" all turn up different results. Add a country or city if you want local publishers, and look beyond the first page of results, where the most-pitched sites tend to sit.',
      ],
    },
    {
      type: "paragraph",
      title: "Follow the trail your competitors have left",
      content: [
        "Your competitors have already done some of the research for you. Put their domains into a backlink tool such as Ahrefs, Semrush or Moz and look for links that sit inside articles with an author box or a 'guest post' label. A blog that has published one of your competitors will often consider you as well, as long as your idea is different.",
        "The same works for people. Find the regular guest authors in your sector and look at their author pages or LinkedIn profiles, where they often list the sites they have written for.",
      ],
    },
    {
      type: "paragraph",
      title: "Other places worth looking",
      content: [
        "Industry newsletters, trade association websites and the blogrolls or resource pages on sites you already respect all point to publishers in your field. Social networks help too: search for people in your sector sharing posts with 'guest post' in the text, or editors asking for contributors.",
        "Do not overlook sites that do not advertise guest posting at all. Plenty of good blogs will consider a strong, specific idea from an expert even without a 'write for us' page, and they are often better prospects precisely because fewer people pitch them.",
      ],
    },
    {
      type: "image",
      url: "how-to-find-blogs-that-accept-guest-posts.svg",
      alt: "A funnel narrowing through four stages labelled Find, Vet, Pitch and Publish, with a row of dots for prospects above it and three documents beside the last stage",
    },
    {
      type: "paragraph",
      title: "Vet every site before you pitch",
      content: [
        "A long list of prospects is only useful once you have cut it down. For each site, check that it is indexed by searching site:domain.com, and use an SEO tool to see whether it has organic traffic and whether that traffic is steady or falling. Look at its Domain Authority or Domain Rating as a rough guide to its link profile, but do not rely on that alone.",
        "Then read it as a visitor would. Is the content relevant to your business? Are recent posts well written and properly edited? Do the outbound links point to sensible sources, or are they a jumble of loans, casinos and supplements unrelated to the site's topic? A 'write for us' page that is mostly a price list for links, or a site where almost every post is a guest post, is a sign to move on.",
      ],
    },
    {
      type: "paragraph",
      title: "Write a pitch that editors answer",
      content: [
        "Read the guidelines first and follow them. Editors receive a lot of pitches, and the quickest way into the bin is to ignore the instructions they have taken the trouble to write. Address the editor by name, show that you have read the site and suggest two or three specific topics that fit its audience and have not already been covered.",
        "Keep the email short. Say who you are, why you know the subject and what the reader will get from the article. Include a link to something you have written before. If you have not heard back after a week or so, send one polite follow-up and then leave it.",
        "Once a post is accepted, deliver it on time, in the format asked for, with images you have the right to use. Editors remember contributors who make their job easy, and a second article on the same site is far easier to arrange than the first.",
      ],
    },
    {
      type: "paragraph",
      title: "When to hand it over",
      content: [
        "Doing this well takes time: searching, vetting, pitching, writing, chasing and then checking that each post stays live. For a single business that wants a handful of links, it is very manageable. For a steady campaign month after month, it becomes a job in itself.",
        "That is the work our [blogger outreach](/services/blogger-outreach) service takes on. We have built relationships with {{claim:publishers}} {{claim:since}}, so much of the finding and vetting is already done, and every placement comes with an article written for the publisher's readers.",
      ],
    },
  ],
};

export default article;
