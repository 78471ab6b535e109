import type { LegacyArticle } from "../types";

const article: LegacyArticle = {
  url: "how-to-respond-to-negative-reviews",
  title: "How to Respond to Negative Reviews",
  category: "Reputation Management",
  order: 1,
  metaTitle: "How to Respond to Negative Reviews",
  metaDescription:
    "How to respond to negative reviews in a way that builds trust, what to avoid and how to handle reviews that break the rules.",
  thumbnail: "how-to-respond-to-negative-reviews.svg",
  datePublished: "2025-06-16",
  description: [
    {
      type: "paragraph",
      content: [
        "Every business that serves enough customers will eventually get a negative review. It can feel personal, especially when it seems unfair, but a bad review is also a public opportunity. Prospective customers read how you respond as closely as the complaint itself, and a calm, helpful reply can do more for your reputation than another row of five-star ratings.",
      ],
    },
    {
      type: "paragraph",
      title: "Pause before you reply",
      content: [
        "Do not reply while you are annoyed. Read the review, then find out what actually happened: check the order, booking or account, and speak to the staff involved. Is the complaint accurate, partly accurate, or about something that did not happen as described? Is the reviewer a customer at all?",
        "Knowing the facts means your reply can be specific and correct. It also stops you promising something you cannot deliver, or apologising for something that was not your fault.",
        "It helps to agree in advance who in the business replies to reviews and how quickly. Responses then stay consistent in tone, and nobody ends up replying late at night in the heat of the moment.",
      ],
    },
    {
      type: "paragraph",
      title: "Reply in public, promptly and briefly",
      content: [
        "Aim to reply within a day or two. A prompt reply shows you are paying attention, and it reaches the reviewer while the matter is still fresh. Keep it short; a few sentences is usually right. Long, detailed rebuttals read as defensive, and few people read to the end.",
        "Remember who the reply is really for. The reviewer may or may not be won back, but everyone who reads the review afterwards will see how you treat a customer with a problem.",
      ],
    },
    {
      type: "paragraph",
      title: "A simple structure for a reply",
      content: [
        "**Thank them.** Thank the reviewer for taking the time to leave feedback, even when the feedback stings.",
        "**Acknowledge the problem.** Show you have understood the complaint by putting it in your own words. Where you got something wrong, say so and apologise plainly, without qualifying it.",
        "**Say how you will resolve it.** If there is a fix, such as a refund, a replacement or a change in how you do things, say so. If the complaint is inaccurate, set out the facts politely and briefly, without accusing the reviewer of lying.",
        "**Follow up offline.** Give a named person and a direct way to get in touch so the details can be handled privately, then make sure that contact happens.",
        "Write each reply fresh. Copied-and-pasted responses are easy to spot and suggest you are not really listening.",
      ],
    },
    {
      type: "image",
      url: "how-to-respond-to-negative-reviews.svg",
      alt: "A one-star review card with an arrow pointing to four stacked steps: thank, acknowledge, resolve and follow up",
    },
    {
      type: "paragraph",
      title: "What not to do",
      content: [
        "Do not argue, use sarcasm or reveal personal details about the customer or their order; data protection law applies to a review reply as much as to anything else you publish. Do not threaten legal action over an honest, if harsh, opinion. Do not offer refunds or discounts in exchange for removing or changing a review, which breaks the terms of most review platforms.",
        "Never post fake positive reviews to bury a bad one, or ask staff, friends or family to do it for you. Review platforms look for this, and UK consumer law now expressly prohibits fake reviews and presenting reviews in a misleading way. Being caught does far more damage than the original complaint ever could.",
      ],
    },
    {
      type: "paragraph",
      title: "When a review breaks the rules",
      content: [
        "Some reviews are not legitimate feedback: they come from someone who was never a customer, contain abuse or personal information, or are plainly part of a co-ordinated attack. Every major platform has a process for reporting reviews that breach its guidelines. Use it, give clear evidence and be patient; the platform makes the decision, not you.",
        "In the meantime, post a short, calm reply saying that you cannot find a record of the reviewer as a customer and inviting them to get in touch. Reviews that are false and seriously harmful may raise legal questions, so take proper legal advice before acting; a heavy-handed response can draw more attention to a review than it would ever have had on its own.",
      ],
    },
    {
      type: "paragraph",
      title: "Turn feedback into fewer bad reviews",
      content: [
        "Look for patterns. If several reviews mention slow delivery or the same confusing step at checkout, that is useful information about your business, not just your reputation. Fix the cause and the reviews will follow.",
        "Ask happy customers to leave reviews as well, fairly and without incentives that break platform rules. A steady flow of genuine reviews puts the occasional complaint in context. If negative reviews or comments are already affecting how your business appears in search results, our [online reputation management](/services/online-reputation-management) service can help.",
      ],
    },
  ],
};

export default article;
