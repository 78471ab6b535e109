import type { LegacyArticle } from "../types";

const article: LegacyArticle = {
  url: "measuring-the-roi-of-blogger-outreach",
  title: "Measuring the ROI of Blogger Outreach",
  category: "Blogger Outreach",
  order: 5,
  metaTitle: "Measuring the ROI of Blogger Outreach",
  metaDescription:
    "How to measure the ROI of blogger outreach: count the full cost, track the steps from live links to revenue and be honest about attribution.",
  thumbnail: "measuring-the-roi-of-blogger-outreach.svg",
  datePublished: "2025-11-25",
  description: [
    {
      type: "paragraph",
      content: [
        "Return on investment is a simple sum: what you gained, minus what you spent, divided by what you spent. With a Google Ads campaign the gain is fairly easy to see, because each click and sale can be traced to an advert. With blogger outreach it is harder. A link does not sell anything directly; it helps pages rank, those rankings bring visitors and some of those visitors become customers, often weeks or months later.",
        "That does not make the return impossible to measure. It means measuring each step in the chain, allowing for time and being honest about what the figures can and cannot prove.",
      ],
    },
    {
      type: "paragraph",
      title: "Count the full cost",
      content: [
        "Start with everything the campaign costs, not just the invoice for placements. Include content, any fees for approving sites and articles, the time your own team spends briefing and reviewing, and the tools you use to track results. If you run outreach in-house, staff time is usually the largest cost and the easiest to forget.",
        "Record costs by month and by the pages the links support. That makes it possible later to compare the cost of supporting one service page with the return that page brings in.",
      ],
    },
    {
      type: "paragraph",
      title: "Decide what a return looks like",
      content: [
        "For an online shop the return is revenue, ideally gross profit rather than sales. For a service business it is enquiries, and you need a value for each one: take the proportion of enquiries that turn into work and the average value of that work. If your customers stay for years, use the value of a customer over that time rather than a single order.",
        "Agree these figures with whoever owns the sales numbers before the campaign starts. An ROI calculation is only as good as the value placed on a conversion, and it is far easier to agree that value in advance than to argue about it afterwards.",
      ],
    },
    {
      type: "paragraph",
      title: "Track each step from link to revenue",
      content: [
        "Measure the chain in order. First, **links live**: check that every placement has been published, links to the agreed page and is indexed. Our placements typically go live within 10 to 21 days. Second, **referral traffic**: visitors who arrive directly from the articles, which you can see in Google Analytics under referrals.",
        "Third, **rankings and visibility** for the keywords each linked page targets, tracked in a rank tracker and in the impressions column of Google Search Console. Fourth, **organic traffic** to those pages. Finally, **conversions** from organic visitors who landed on those pages. Each step gives an early sign of whether the next one is likely to follow.",
      ],
    },
    {
      type: "image",
      url: "measuring-the-roi-of-blogger-outreach.svg",
      alt: "Four boxes joined by arrows, Cost, Links, Traffic and Revenue, above a bar chart whose bars rise from left to right",
    },
    {
      type: "paragraph",
      title: "Set a baseline and allow for the time lag",
      content: [
        "Before the first link goes live, record where the target pages stand: their rankings, their organic traffic and the conversions they bring in. Without a baseline, any improvement is guesswork.",
        "Then give it time. We usually see SEO results begin in 2 to 3 months, with the best results from 6 months. Judging a campaign on its first month will almost always make it look poor value, and comparing the same months year on year removes the effect of seasonal ups and downs.",
      ],
    },
    {
      type: "paragraph",
      title: "Be honest about attribution",
      content: [
        "Rankings move for many reasons at once: your links, your content, your competitors' work and changes to the search engines themselves. No report can prove that a given sale happened because of a given link, and anyone who claims otherwise is overselling.",
        "What you can do is make the picture as clear as possible. Annotate the dates links went live in your analytics. Compare pages that received links with similar pages that did not. Look at organic conversions on the landing pages the campaign supported, rather than the whole site. If the supported pages improve markedly while the rest of the site stays flat, that is good evidence.",
      ],
    },
    {
      type: "paragraph",
      title: "Putting a figure on it and acting on it",
      content: [
        "With those pieces in place, take the increase in organic conversions on the supported pages over the baseline, multiply it by the agreed value of a conversion and set it against the full cost. Another useful comparison is what the same organic traffic would cost if you bought it through paid search. Remember that links keep working after the month they were placed, so a return measured over a few months usually understates the true figure.",
        "Review the figures every quarter. See which pages responded best and which publishers sent real visitors, and shift the next quarter's effort accordingly. Keep checking that placements are still live; if one of ours is removed, we go back to the publisher, with {{claim:resecured}}. You can see how our [blogger outreach](/services/blogger-outreach) campaigns are run and reported on the service page.",
      ],
    },
  ],
};

export default article;
