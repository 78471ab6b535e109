import type { LegacyArticle } from "../types";

const article: LegacyArticle = {
  url: "what-to-do-when-a-sponsored-post-is-removed",
  title: "What to Do When a Sponsored Post Is Removed",
  category: "Blogger Outreach",
  order: 3,
  metaTitle: "What to Do When a Sponsored Post Is Removed",
  metaDescription:
    "A sponsored post or link has vanished. How to confirm it is gone, find out why, approach the publisher and get it restored or replaced.",
  thumbnail: "what-to-do-when-a-sponsored-post-is-removed.svg",
  datePublished: "2024-10-08",
  description: [
    {
      type: "paragraph",
      content: [
        "You arranged a sponsored post, it went live, and months later the link has gone: the page returns an error, the article has been rewritten or the whole site has disappeared. It happens to every business that builds links through publishers, and it is usually fixable. What matters is checking properly, finding the cause and acting promptly.",
      ],
    },
    {
      type: "paragraph",
      title: "First, confirm it is really gone",
      content: [
        "Before contacting anyone, check what has actually changed. Open the address in a private browser window. A page that will not load may be a temporary outage, so try again later in the day. A 404 error suggests the post has been deleted or moved; search the site for the article title in case the address changed during a redesign.",
        "If the page loads, look for your link. It may have been removed, pointed at a different page, or had a nofollow or sponsored attribute added. Check too whether the page has been set to noindex or blocked in the robots.txt file, which keeps it out of search results even though it still exists. A link-checking tool or site crawler will confirm these details quickly.",
        "Make a note of what you find, with the date and a screenshot. You will need it when you speak to the publisher.",
      ],
    },
    {
      type: "paragraph",
      title: "Find out why it disappeared",
      content: [
        "Removals usually have an ordinary explanation. Common causes include a redesign or migration that dropped older posts, a blogger tidying up content they no longer want, a change of ownership, a domain that was allowed to lapse, or a change in the publisher's policy on sponsored content. Occasionally a publisher removes posts after a warning from a search engine or an advertising network.",
        "Knowing the cause helps you decide what to ask for. A post lost in a migration can often be restored in minutes; a site that has closed is gone for good.",
      ],
    },
    {
      type: "paragraph",
      title: "Contact the publisher calmly",
      content: [
        "Write to the person you originally dealt with, or the site's current contact if that has changed. Keep the message short and friendly: give the article title, the original address and the date it went live, explain what you have found and ask whether it can be restored. Include your record of the original agreement if you have one.",
        "Most publishers want to keep good working relationships, and a polite, factual email gets much further than an accusation. If there is no reply, follow up once or twice over a couple of weeks before deciding on another route.",
      ],
    },
    {
      type: "image",
      url: "what-to-do-when-a-sponsored-post-is-removed.svg",
      alt: "A broken chain link above four boxes joined by arrows, reading check, ask why, restore and record",
    },
    {
      type: "paragraph",
      title: "Restore, replace or re-place",
      content: [
        "There are three possible outcomes. The best is a restoration: the publisher republishes the article, at the same or a new address, with the link intact. If the original page cannot come back, the publisher may offer a replacement on the same site, such as a new article or a mention in a relevant existing post. Where the site has closed or will not co-operate, the remaining option is to place the content on a comparable site of similar relevance and quality.",
        "If you dealt with a publisher directly, check what was agreed about how long the post would stay up. Many informal arrangements have no stated term at all, which is one more reason to keep clear records from the start.",
      ],
    },
    {
      type: "paragraph",
      title: "How we handle removals",
      content: [
        "When a client of our [blogger outreach](/services/blogger-outreach) service finds that a post has gone, we take up the case with the publisher on their behalf. Because we work with the same publishers repeatedly, we can usually reach the right person and find out what has happened without much delay. In practice we get {{claim:resecured}}, either on the original site or on a comparable one.",
      ],
    },
    {
      type: "paragraph",
      title: "Reducing the risk next time",
      content: [
        "No link lasts for ever, but some are far more stable than others. Choose established sites with a history of consistent publishing and real readers, rather than brand-new sites or those that will publish anything for anyone.",
        "Keep a record of every placement, including the address, anchor text, publication date, contact and any terms agreed. Check your links regularly, monthly during an active campaign, so that a removal is spotted while the publisher still remembers the post.",
        "Finally, make sure the content is something the site is happy to keep. A genuinely useful article that suits the blog's readers is much less likely to be cleared out in a tidy-up than a thin one that exists only to carry a link.",
      ],
    },
  ],
};

export default article;
