import type { LegacyArticle } from "../types";

const article: LegacyArticle = {
  url: "how-to-write-an-outreach-email-bloggers-answer",
  title: "How to Write an Outreach Email Bloggers Actually Answer",
  category: "Blogger Outreach",
  order: 2,
  metaTitle: "How to Write an Outreach Email Bloggers Answer",
  metaDescription:
    "Most outreach emails are ignored. How to research, structure and follow up an outreach email so that bloggers read it and want to reply.",
  thumbnail: "how-to-write-an-outreach-email-bloggers-answer.svg",
  datePublished: "2024-05-29",
  description: [
    {
      type: "paragraph",
      content: [
        "Bloggers and site owners receive a steady stream of outreach emails, and most go unanswered. The ones that get a reply are rarely clever. They are short and specific, clearly written by someone who has looked at the site, and they make an offer that is easy to say yes to. Here is how to write one.",
      ],
    },
    {
      type: "paragraph",
      title: "Do your homework before you write",
      content: [
        "Before you email anyone, spend a few minutes on their site. Read two or three recent posts, note the topics they cover and the tone they write in, and check whether they accept contributions, sponsored content or product reviews. Many blogs have a contact or 'work with us' page that says exactly how they prefer to be approached. Follow it.",
        "Find the right person and address them by name. An email to the editor of the relevant section is far more likely to be read than one sent to a general inbox, and a first name beats 'Dear Sir or Madam' every time.",
        "This research also tells you whether the site is worth contacting at all. If it is off-topic for your business, or shows signs of publishing anything for anyone, move on.",
      ],
    },
    {
      type: "paragraph",
      title: "A subject line that says what it is",
      content: [
        "The subject line decides whether the email is opened. Keep it short and specific: say what you are proposing and, ideally, show that it fits their site. 'Article idea for your home-working section' works better than 'Collaboration opportunity' or 'Quick question', both of which read like bulk mail. Avoid capital letters, emojis and false urgency.",
      ],
    },
    {
      type: "paragraph",
      title: "Open with them, not you",
      content: [
        "The first line should show you have read their site. Mention a specific recent post and say something genuine about it, in a sentence. Skip the long introduction to your company; they can see who you are from your signature.",
        "Flattery does not work, and bloggers can spot a template with their site name pasted in. One specific, honest comment is enough.",
      ],
    },
    {
      type: "paragraph",
      title: "Make one clear offer",
      content: [
        "Say plainly what you are proposing and what is in it for them. If you are suggesting an article, give a working title and two or three lines on what it would cover and why their readers would find it useful. If it is a paid placement, say so at the start; leaving a commercial request until the third email wastes everyone's time and damages trust.",
        "Offer one thing, not a menu. A single, well-matched idea is easier to accept than a list of options the blogger has to sort through.",
        "If you are offering to write an article, be ready to share an example of your writing or a previous piece that went down well elsewhere. It answers the blogger's first question, which is whether the content will be good enough for their site.",
      ],
    },
    {
      type: "image",
      url: "how-to-write-an-outreach-email-bloggers-answer.svg",
      alt: "An email laid out as four blocks, top to bottom: subject, about their site, one clear offer and simple question, beside an amber reply arrow",
    },
    {
      type: "paragraph",
      title: "Keep it short and human",
      content: [
        "Most good outreach emails fit on a phone screen without scrolling: a greeting, a line about their site, the offer, a reason it suits their readers and a simple question to close, such as 'Would that be of interest?'. Write as you would to a colleague, sign off with your real name and include a way for them to check who you are.",
        "Personalisation does not mean length. Three well-chosen sentences show more care than three paragraphs of generic praise.",
      ],
    },
    {
      type: "paragraph",
      title: "Follow up once, politely",
      content: [
        "People miss emails. One short follow-up a week or so later, in the same thread, is reasonable and often gets a reply. More than that becomes pestering. If someone says no, thank them and leave it there; if they ask not to be contacted again, remove them from your list straight away.",
        "Keep your outreach within UK GDPR and the electronic marketing rules, keep a record of who you have contacted and why, and make it easy for people to opt out.",
      ],
    },
    {
      type: "paragraph",
      title: "Mistakes that get emails deleted",
      content: [
        "The most common ones are easy to avoid: the wrong name or site left in from a template, pitching a topic the blog has never covered, attaching files to a first email, asking for a link in an old post without offering anything in return, and sending the same message to every address on a site. Each of these tells the reader the email went out in bulk.",
        "Good outreach is slower than mass mailing, but it builds relationships that last beyond a single placement, and a blogger who has worked with you once is far more likely to answer next time. That is the approach behind our [blogger outreach](/services/blogger-outreach) service, where long-standing contact with publishers does much of the work.",
      ],
    },
  ],
};

export default article;
