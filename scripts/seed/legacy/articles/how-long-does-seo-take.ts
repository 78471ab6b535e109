import type { LegacyArticle } from "../types";

const article: LegacyArticle = {
  url: "how-long-does-seo-take",
  title: "How Long Does SEO Take to Work?",
  category: "SEO",
  order: 3,
  metaTitle: "How Long Does SEO Take to Work?",
  metaDescription:
    "How long SEO takes: first results in 2 to 3 months, the best from 6 months, what happens in between and what speeds it up or slows it down.",
  thumbnail: "how-long-does-seo-take.svg",
  datePublished: "2023-08-22",
  description: [
    {
      type: "paragraph",
      content: [
        "It is the first question almost every client asks, and it deserves a straight answer. In our experience a well-run SEO campaign starts to show results in **2 to 3 months**, and the best results come **from 6 months** onwards. Rankings for the more competitive terms often take somewhere in the region of 5 to 7 months to settle.",
        "Those are typical timescales, not promises. Anyone who guarantees a particular position by a particular date is guessing, because nobody outside the search engines controls the results. What we can do is explain why SEO takes time, what should happen month by month and how to tell whether a campaign is on track.",
      ],
    },
    {
      type: "paragraph",
      title: "Why SEO is not instant",
      content: [
        "Search engines do not re-rank your site the moment you change it. New and updated pages have to be crawled, processed and compared with everything else that competes for the same searches. On a small site that is not crawled often, simply being seen again can take days or weeks.",
        "Links work on a slower clock still. A new link has to be published, found by the search engine and weighed alongside the rest of your link profile. Meanwhile your competitors are not standing still: they are publishing, earning links and fixing their own sites. SEO is a race in which the other runners keep moving, so progress is measured against them as much as against where you started.",
      ],
    },
    {
      type: "paragraph",
      title: "The first month: groundwork",
      content: [
        "The first weeks are about getting the foundations right. That means a technical check of the site, keyword research to find the searches worth targeting, a look at what the pages ranking for those searches have in common and a plan for content and links.",
        "On our [SEO packages](/services/seo-packages) the first 30 days cover the strategy plus the first month's work, and you receive your first report within 14 days. Very little of this shows in the rankings yet, but it decides how efficiently everything after it works. Fixing a crawling problem or merging pages that compete with each other can sometimes produce the quickest gains of the whole campaign.",
      ],
    },
    {
      type: "paragraph",
      title: "Months two and three: the first signs",
      content: [
        "Early progress rarely looks like a jump to the top of page one. It usually shows first as a rise in impressions in Google Search Console, which means your pages are being shown for more searches, even if people are not clicking them yet. Longer, more specific searches tend to move before the short, competitive ones.",
        "You will also see pages climbing from the lower half of the results towards page one. That matters, because the difference between position 15 and position 8 in traffic terms is far larger than the difference between 40 and 25. This is the stage where it is tempting to lose patience, and also the stage at which stopping wastes the most of what you have already paid for.",
      ],
    },
    {
      type: "image",
      url: "how-long-does-seo-take.svg",
      alt: "A line chart of search visibility that starts to rise at the 2 to 3 months mark and keeps climbing past the 6 months plus mark on the timeline",
    },
    {
      type: "paragraph",
      title: "From six months: results that build on each other",
      content: [
        "By around six months the work starts to compound. Content published early has had time to be crawled and to collect links of its own. The links built over several months add up to a noticeably stronger profile, and the site's improved standing helps new pages rank faster than the first ones did.",
        "This is why we describe SEO as an investment rather than a purchase. Paid advertising stops the day the budget stops; the rankings and traffic earned through SEO tend to hold for a good while after a campaign ends, provided the site is looked after.",
      ],
    },
    {
      type: "paragraph",
      title: "What speeds SEO up and what slows it down",
      content: [
        "A few factors make the biggest difference to the timescale. The competition for your keywords is the main one: a local plumber targeting one town will see movement far sooner than a national retailer chasing broad product terms. The age and history of the site matters too, since an established domain with a clean link profile has a head start on a brand-new one.",
        "Technical health, the quality of your content and the consistency of link building come next. We recommend building links steadily, typically 5 to 20 a month depending on the market, rather than in occasional bursts. Things that slow a campaign down include a site migration half way through, thin or duplicated pages, and a history of low-quality links that first need to be dealt with.",
      ],
    },
    {
      type: "paragraph",
      title: "How to judge whether it is working",
      content: [
        "Judge a campaign on trends over months, not on daily movements. Rankings fluctuate all the time, and a single bad week says very little. Look at impressions and clicks in Search Console, the number of keywords in the top ten, organic traffic to the pages you are targeting and, most importantly, the enquiries or sales that traffic brings in.",
        "Agree those measures at the start, check them in every report and give the campaign at least six months before deciding whether it has earned its keep. If you would like to talk through a realistic timescale for your own site, [get in touch](/get-in-touch) and we will give you an honest view.",
      ],
    },
  ],
};

export default article;
