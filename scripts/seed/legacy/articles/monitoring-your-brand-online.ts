import type { LegacyArticle } from "../types";

const article: LegacyArticle = {
  url: "monitoring-your-brand-online",
  title: "Monitoring Your Brand Online: A Practical Guide",
  category: "Reputation Management",
  order: 3,
  metaTitle: "Monitoring Your Brand Online: A Practical Guide",
  metaDescription:
    "How to monitor what is said about your brand online: what to watch, free tools that help, a simple routine and how to respond well.",
  thumbnail: "monitoring-your-brand-online.svg",
  datePublished: "2026-04-21",
  description: [
    {
      type: "paragraph",
      content: [
        "People talk about your business whether you are listening or not. They leave reviews, ask questions in forums, mention you on social media and write about you on blogs. Most of it is harmless and a good deal of it is positive, but the comments that are not tend to do the most damage when nobody notices them for weeks.",
        "Brand monitoring simply means knowing what is being said, where and by whom, soon enough to do something about it. It does not need expensive software. It needs a clear list of what to watch, a few tools and a routine that someone actually follows.",
      ],
    },
    {
      type: "paragraph",
      title: "Decide what to monitor",
      content: [
        "Start with your business name and the ways people misspell or shorten it. Add your main product or service names, your website address, and the names of founders or senior staff who are publicly linked to the business. If you trade under more than one name, include them all.",
        "Then add a few phrases that tend to come up when something has gone wrong, such as your name alongside 'review', 'complaint', 'scam' or 'refund'. It is also worth keeping an eye on one or two competitors: what customers say about them often tells you what your own customers value.",
      ],
    },
    {
      type: "paragraph",
      title: "Free tools that cover most of it",
      content: [
        "**Google Alerts** will email you when new pages mentioning your chosen terms are found. It does not catch everything, but it is free and takes minutes to set up; put the business name in quotation marks so that the words are matched together. **Google Search Console** shows which searches your site appears for, including searches for your brand, and a sudden change there is worth investigating.",
        "Switch on notifications for your **Google Business Profile** and any review sites your customers use, so that new reviews reach you the day they are posted. Use the search function built into each social network, including searches for your name without the @ handle, because many people mention a business without tagging it. If the volume grows beyond what this can handle, paid social listening tools bring it all into one place.",
      ],
    },
    {
      type: "paragraph",
      title: "Check your branded search results",
      content: [
        "Once a month, search for your business name in a private browser window so that your own history does not colour the results. Note what appears on the first page: your own site, your social profiles, review sites, news articles and anything else. Look at the suggestions that appear as you type, and the related questions further down.",
        "This first page is, for many customers, your reputation. If a single negative article or thread sits among the top results, it will be seen by almost everyone who looks you up, and it deserves attention before it settles in.",
      ],
    },
    {
      type: "image",
      url: "monitoring-your-brand-online.svg",
      alt: "Three panels labelled Reviews, Mentions and Search, showing star ratings, speech bubbles and a list of search results, with a magnifying glass over the search panel",
    },
    {
      type: "paragraph",
      title: "Build a simple routine",
      content: [
        "Give one person the job, with a named deputy for holidays. A routine that works for most small and medium-sized businesses looks like this: check new reviews and social mentions every working day, read through alerts once a week and review your branded search results once a month.",
        "Log anything significant in a shared spreadsheet: the date, where it appeared, what was said, whether it was positive or negative and what you did about it. Over a few months the log shows patterns, such as the same complaint coming up again and again, which is often a problem to fix in the business rather than online.",
      ],
    },
    {
      type: "paragraph",
      title: "Respond well, and know when not to",
      content: [
        "Reply to reviews, good and bad, promptly and in a calm, human tone. For a complaint, acknowledge it, apologise where it is deserved and offer to sort it out directly by phone or email. Future customers reading the exchange will judge you more on your reply than on the original complaint.",
        "Not every mention needs an answer. Do not argue in public, and do not reply in anger. Report reviews that break a platform's rules, such as fake reviews or abuse, through that platform's own process. Never buy reviews or post them on your own behalf. If something published about you is false and damaging, take legal advice before you respond.",
      ],
    },
    {
      type: "paragraph",
      title: "Turn positive mentions into links",
      content: [
        "Monitoring has a welcome side effect. You will find articles and posts that mention your business favourably but do not link to your website. A short, friendly email thanking the author and asking whether they would add a link is often all it takes, and those links come from people who already know and like you.",
        "If your search results are already showing content you would rather they did not, or you simply do not have the time to keep watch, our [online reputation management](/services/online-reputation-management) service can take it on. [Get in touch](/get-in-touch) and we will reply {{claim:response-time}}.",
      ],
    },
  ],
};

export default article;
