import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/blog-content-writing",
  title: "Blog Content Writing",
  alias: "A blog that keeps publishing, and is worth reading",
  icon: "content",
  graphic: "update",
  bullet: "Regular, search-focused posts for your own blog, planned around the questions your customers ask.",
  description: [
    "Most company blogs start with good intentions and stall after a handful of posts. Our blog content writing service keeps yours going: we plan topics around what your customers search for, write each post to a clear brief, and deliver it ready to publish.",
    "Every post is written for **your** blog and your readers, with a headline, a clear structure of subheadings, your target keyword worked in naturally, and suggestions for links to your own product and service pages. We can also draft a meta title and description for each post so it is ready for search from the day it goes up.",
    "Posts are delivered from {{turnaround-from:/services/blog-content-writing}}. Order a single article when you need one, or agree a monthly schedule with us so your blog publishes at a steady pace. [Get in touch](/get-in-touch) for a quote.",
  ],
  points: [
    "Topics planned around real customer questions and searches",
    "Structured posts with headings, keywords and internal link suggestions",
    "Suggested meta title and description for every post",
    "Single posts or a regular monthly schedule",
    "Delivery from {{turnaround-from:/services/blog-content-writing}}",
  ],
  meta: {
    title: "Blog Content Writing Service for Business Blogs",
    description:
      "Blog content writing: search-focused posts planned around your customers' questions and written ready to publish, singly or every month.",
  },
  days: 5,
  duration: 3,
  turnaroundKind: "link",
  how_it_works: [
    {
      title: "Understand your blog",
      description:
        "We look at what you have already published, who your readers are and which products or services the blog should support. That tells us what is missing.",
    },
    {
      title: "Agree the topics",
      description:
        "We propose post titles with the search term each one targets and the question it answers. You choose, change or add to the list before any writing starts.",
    },
    {
      title: "Write the posts",
      description:
        "Each post is written to its brief, with subheadings, internal link suggestions and a draft meta title and description. Delivery is from {{turnaround-from:/services/blog-content-writing}}.",
    },
    {
      title: "Publish and keep going",
      description:
        "You publish the posts, or pass them to whoever runs your site. If you are on a schedule, the next set of topics is already being planned.",
    },
  ],
  key_benefits: [
    {
      title: "A blog that stays active",
      description:
        "Publishing steadily gives search engines a reason to revisit your site and gives readers a reason to come back. We take the writing off your to-do list so the schedule holds.",
    },
    {
      title: "Posts that answer real searches",
      description:
        "Topics are chosen because people search for them, not because they were easy to write. Each post targets a question your customers are asking.",
    },
    {
      title: "Support for your key pages",
      description:
        "Internal link suggestions in each post point readers and search engines towards the product and service pages that bring in revenue.",
    },
    {
      title: "Ready to publish",
      description:
        "You receive finished posts with headings and a draft meta title and description, not rough drafts that need another afternoon's work.",
    },
  ],
  why_choose: [
    "We have written content for search {{claim:since}}, both for clients' own sites and for placement on publishers' blogs. Writing that has to satisfy an outside editor tends to be better writing.",
    "We plan before we write. A post with no search demand behind it may read well but will rarely be found, so every topic we suggest comes with the search term it targets.",
    "Because we also build links, we can take your best posts further. A useful guide on your blog is much easier to promote through [blogger outreach](/services/blogger-outreach) than a sales page.",
  ],
  faq: [
    {
      title: "How is this different from your Creative Content service?",
      description:
        '<p>Our <a href="/services/content-creation">Creative Content</a> service is priced per word and covers any written content, including articles for placement on other sites and content in French, German, Spanish, Italian and Portuguese. Blog content writing is focused on your own blog: we help plan the topics, write each post to publish, and can keep to a regular schedule for you.</p>',
    },
    {
      title: "Do you choose the topics or do I?",
      description:
        "Either works. Most blogs benefit from us proposing topics based on search demand and the gaps in what you have already published, but if you have a list of subjects you want covered we will write to it. Nothing is written until you have agreed the topic.",
    },
    {
      title: "Will you upload the posts to my website?",
      description:
        "We deliver finished, formatted posts ready for you or your web team to publish. If you would like us to take on more of your SEO, ask us about our [managed services](/services/managed-services).",
    },
    {
      title: "How soon will blog posts bring in traffic?",
      description:
        "<p>Be patient: a new post rarely ranks in its first few weeks. How quickly it gains traffic depends on:</p><ul><li>how competitive the search term is</li><li>the overall authority of your site</li><li>whether other pages and sites link to it</li></ul><p>A steady publishing schedule tends to work better than a burst of posts followed by silence. We cannot promise rankings or traffic for any post.</p>",
    },
    {
      title: "How often should I publish?",
      description:
        "As often as you can keep up with good quality. A regular rhythm you can sustain, whether weekly or monthly, is worth more than a large batch of posts that is never followed up. We will suggest a schedule based on your market and your budget.",
    },
  ],
};

export default service;
