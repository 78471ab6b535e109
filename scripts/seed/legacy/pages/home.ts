import type { LegacyPage } from "../types";

const home: LegacyPage = {
  path: "/",
  title: "International SEO",
  subtitle: "Creative Content & Publishing Services",
  meta: {
    title: "International SEO, Blogger Outreach and Creative Content",
    description:
      "UK agency for blogger outreach, original content and managed SEO. We place your content on real, relevant websites at home and abroad.",
  },
  sections: [
    {
      paragraphs: [
        "We help businesses get found in search, in the UK and abroad. Our team secures placements on real, relevant websites, writes the content that earns them and runs complete SEO campaigns for brands and agencies. Browse [our services](/services) or [get in touch](/get-in-touch) for a plan built around your site.",
      ],
    },
    {
      heading: "SEO Outreach",
      paragraphs: [
        "We pitch your content to bloggers and site owners who write for your audience, and place it on their sites with a link back to you. Every placement sits on a real website with its own readers, chosen for relevance to your market rather than for a single metric. See how [blogger outreach](/services/blogger-outreach) works and choose the tier that suits your budget.",
      ],
    },
    {
      heading: "Creative Content",
      paragraphs: [
        "Our writers produce blog posts, articles, guides and infographics that people want to read and publishers are happy to host. We write in English, French, German, Spanish, Italian and Portuguese, and every piece is original. Use the calculator on our [content creation](/services/content-creation) page to price an order by word count and number of articles.",
      ],
    },
    {
      heading: "Managed Services",
      paragraphs: [
        "If you would rather hand the whole job over, we run it for you: keyword research, on-page fixes, content, outreach and reporting, managed month by month by one team. Our [managed services](/services/managed-services) suit businesses without an in-house SEO team and agencies that want dependable delivery behind their own brand.",
      ],
    },
    {
      heading: "Who We Are",
      paragraphs: [
        "Outreach Lab is a UK link-building and content agency. We have been building links and writing content {{claim:since}}, and in that time we have worked with {{claim:clients}}, from single-site owners to marketing agencies that resell our work.",
        "Our outreach rests on relationships. We work with {{claim:publishers}} and keep {{claim:contacts}} on file, so we can match your content to sites that genuinely cover your subject. Our rule has never changed: {{claim:no-pbn}}.",
        "Today we work with {{claim:countries}}, and {{claim:remote-clients}}, so distance is no obstacle. Clients give us {{claim:review-score}} on an independent review site. Read more [about us and the team](/about-us).",
      ],
    },
    {
      heading: "What is blogger outreach?",
      paragraphs: [
        "Blogger outreach means contacting site owners and bloggers who write about your subject and offering them a useful, original article to publish. The article includes a link back to your site, which sends readers your way and helps search engines see that your site deserves to rank.",
        "We handle every step: finding the sites, writing the content and securing the placement. Our [blogger outreach](/services/blogger-outreach) page explains the tiers and what each placement includes.",
      ],
    },
    {
      heading: "Do you buy links or use private blog networks?",
      paragraphs: [
        "No: {{claim:no-pbn}}. Every placement is secured by offering content to a real, independently run website, and the publisher decides whether to accept it. That is how we keep your link profile clean.",
      ],
    },
    {
      heading: "How long does it take to see results?",
      paragraphs: [
        "Links from outreach usually go live within 10 to 21 days of an order starting. Rankings take longer, because search engines need time to find and weigh new links: most sites see movement in 2 to 3 months, and the strongest results tend to come from around six months of steady work.",
      ],
    },
    {
      heading: "What happens if a publisher removes my post?",
      paragraphs: [
        "Now and then a site owner takes a post down, edits a link or lets a domain lapse. Tell us and we will go back to the publisher or secure a suitable replacement. Over the years we have seen {{claim:resecured}}.",
      ],
    },
    {
      heading: "Can agencies resell your services under their own brand?",
      paragraphs: [
        "Yes. Our white-label service lets agencies offer outreach, content and SEO to their own clients without building a team, and resellers typically {{claim:reseller-markup}}. We stay in the background, and you manage orders through a private agency portal. Find out more on our [white-label](/white-label) page.",
      ],
    },
  ],
};

export default home;
