import type { LegacyService } from "../types";

const service: LegacyService = {
  url: "/services/infographic-creation",
  title: "Infographic Creation",
  alias: "Research and design that other sites want to share",
  icon: "infographic",
  graphic: "infographic",
  bullet: "Researched, designed infographics that explain your subject clearly and give publishers a reason to link.",
  description: [
    "An infographic turns research, figures or a process into one image that is quick to understand and easy for other sites to feature. Done well, it is one of the most linkable assets a website can have: bloggers and journalists use it to illustrate their own articles and credit the source.",
    "We handle the whole job. We agree an angle with you, research and check the data, write the copy, sketch the layout and design the finished graphic in your brand colours. Every figure is sourced, and the sources are listed on the graphic so publishers can trust what they are sharing. You can see the kind of work we mean in our [sleep infographic](/content/sleep-infographic).",
    "A typical infographic takes from {{turnaround:/services/infographic-creation}}, depending on how much research it needs and how many rounds of changes you want. If you want it promoted as well as designed, we can run the outreach too, through [content distribution](/services/content-distribution) or a [digital PR](/services/digital-pr) campaign.",
  ],
  points: [
    "Angle, research, copy and design handled by our team",
    "Every statistic sourced, with sources shown on the graphic",
    "Designed in your brand colours and fonts",
    "Layout agreed before final design starts",
    "Optional outreach to get the infographic featured and linked",
  ],
  meta: {
    title: "Infographic Creation: Research, Copy and Design",
    description:
      "Infographic creation: researched, sourced and designed graphics that explain your subject and give journalists a reason to link to you.",
  },
  days: 10,
  turnaroundKind: "link",
  how_it_works: [
    {
      title: "Find the angle",
      description:
        "We talk through your audience and goals and propose a few ideas, each with the story it tells. The best infographics answer a question people are already asking.",
    },
    {
      title: "Research and write",
      description:
        "We gather and check the data, note every source and write the copy. You see the facts and wording before any design work begins.",
    },
    {
      title: "Wireframe and design",
      description:
        "A simple wireframe fixes the order and layout, then our designer produces the finished graphic in your brand style. You review the draft and we make your changes.",
    },
    {
      title: "Deliver and promote",
      description:
        "You receive the final files ready to publish on your site. If you have ordered promotion, outreach to relevant publishers starts once it is live.",
    },
  ],
  key_benefits: [
    {
      title: "A reason for sites to link",
      description:
        "Publishers link to useful things. A clear, well-sourced infographic gives them something to show their readers and a natural reason to credit you.",
    },
    {
      title: "Complex ideas made simple",
      description:
        "Figures and processes that take paragraphs to explain can be understood at a glance, which helps your own visitors as much as any publisher.",
    },
    {
      title: "Credibility through sources",
      description:
        "Every statistic is traceable. That matters to journalists and editors, and it protects your brand from repeating a bad number.",
    },
    {
      title: "Content with a long life",
      description:
        "A good infographic can be reused in articles, presentations, social posts and outreach long after it is first published.",
    },
  ],
  why_choose: [
    "We design infographics as outreach assets, because that is what we do every day. We know what makes a publisher say yes, and we build that into the idea before any design begins.",
    "Our research is checked and sourced. An infographic with a wrong or unsourced figure can do more harm than good, so we would rather tell you a figure cannot be supported than invent one.",
    "We can take the infographic from idea to live links, drawing on relationships with {{claim:publishers}}, so you are not left with a good-looking file and nobody to show it to.",
  ],
  faq: [
    {
      title: "What do I receive at the end?",
      description:
        "<p>You receive:</p><ul><li>the finished infographic as image files ready for the web</li><li>the list of sources used</li><li>the copy, so you can publish a written version alongside the image</li></ul><p>If you need a particular size or format, tell us at the start and we will design for it.</p>",
    },
    {
      title: "Can you use our own data?",
      description:
        "Yes, and original data often makes the strongest infographics because nobody else has it. Send us what you have and we will suggest the angle that tells the most interesting story. We will point out anything that looks too thin to stand up on its own.",
    },
    {
      title: "Will an infographic get me links on its own?",
      description:
        "Rarely. Publishing an infographic on your site is only half the job; someone has to show it to the bloggers and journalists who might use it. That is why we offer outreach alongside the design, although no one can guarantee how many sites will feature it.",
    },
    {
      title: "How long does it take?",
      description:
        "Allow from {{turnaround:/services/infographic-creation}}. Infographics built on original research or large data sets take longer, and so do rounds of changes that need sign-off from several people in your organisation.",
    },
    {
      title: "Can an infographic be part of a digital PR campaign?",
      description:
        '<p>Yes. Infographics are often the centrepiece of a PR campaign, and our <a href="/services/digital-pr">digital PR</a> service can include one as an option. Ask us which route suits your goals and budget.</p>',
    },
  ],
};

export default service;
