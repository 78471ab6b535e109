import type { PersonaPage } from "../../../src/content/generated/sanity.types";
import { htmlToPortableText, paragraphs } from "../portable-text";
import type { LegacyPersonaPage } from "../legacy/types";
import { faqBlock, anchoredTextSection } from "./blocks";
import { documentBuilder, idFromPath, serviceReference, slug, type SeedContext, type Seeded, presentBlocks } from "./context";

const GRAPHIC_ALT: Record<LegacyPersonaPage["green"]["graphic"], string> = {
  "link-building": "",
  casino: "",
  "white-label": "",
  "referral-partner": "",
  "end-user": "",
  multilingual: "",
};

export function personaDocument(page: LegacyPersonaPage, context: SeedContext): Seeded<PersonaPage> {
  const doc = documentBuilder(`persona-${idFromPath(page.url)}`);
  const serviceRefs = page.content.services.map((title) =>
    serviceReference(context, title, doc.key(), `${page.url} lists the service`),
  );
  const blocks = presentBlocks([
    // product.md §2: the contact form beside the page's explanation (when it has one), split 50/50.
    {
      _key: doc.key(),
      _type: "contactForm",
      title: "Tell us about your project",
      submitLabel: "Send message",
      anchor: "get-in-touch",
      ...(page.explained
        ? {
            explanationTitle: page.explained.title,
            explanation: paragraphs(page.explained.content, doc.key, context.refs),
            split: 50,
          }
        : {}),
    },
    {
      _key: doc.key(),
      _type: "howItWorks",
      title: page.content.howItWorksTitle ?? "How does it work?",
      intro: htmlToPortableText(page.content["How does it work?"], doc.key, context.refs),
    },
    serviceRefs.length ? { _key: doc.key(), _type: "serviceCards", title: "Services", services: serviceRefs } : undefined,
    anchoredTextSection("examples", "Why choose us?", htmlToPortableText(page.content["Why choose"], doc.key, context.refs), doc),
    page.faq?.length ? faqBlock(page.faq, doc, context) : undefined,
  ]);

  return {
    _id: doc.id,
    _type: "personaPage",
    name: page.green.name,
    path: slug(page.url),
    catchphrase: page.green.catchphrase,
    heading: page.green.heading,
    paragraphs: page.green.paragraph,
    graphic: context.images.figure(`personas/${page.green.graphic}.svg`, GRAPHIC_ALT[page.green.graphic]),
    blocks,
    seo: { _type: "seo", metaTitle: page.meta.title, metaDescription: page.meta.description },
  };
}
