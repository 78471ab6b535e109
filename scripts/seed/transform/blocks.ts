import { bullets, htmlToPortableText, paragraphs } from "../portable-text";
import type { LegacyTitledText } from "../legacy/types";
import type { Faq, KeyBenefits, TextSection } from "../../../src/content/generated/sanity.types";
import type { DocumentBuilder, SeedContext } from "./context";

/** Block objects in the shape the schemas in src/blocks/*\/*.schema.ts define. */
export function titledItems(
  items: readonly LegacyTitledText[],
  doc: DocumentBuilder,
  context: SeedContext,
): NonNullable<KeyBenefits["items"]> {
  return items.map((item) => ({
    _key: doc.key(),
    _type: "titledItem",
    title: item.title,
    description: paragraphs([item.description], doc.key, context.refs),
  }));
}

/** FAQ answers may be legacy HTML or plain copy; both become Portable Text. */
export function faqBlock(
  items: readonly LegacyTitledText[],
  doc: DocumentBuilder,
  context: SeedContext,
  title = "Frequently asked questions",
): Faq & { _key: string } {
  return {
    _key: doc.key(),
    _type: "faq",
    title,
    items: items.map((item) => ({
      _key: doc.key(),
      _type: "faqItem",
      question: item.title,
      answer: item.description.trim().startsWith("<")
        ? htmlToPortableText(item.description, doc.key, context.refs)
        : paragraphs([item.description], doc.key, context.refs),
    })),
  };
}

export function textSectionBlock(
  section: { heading?: string; paragraphs?: readonly string[]; bullets?: readonly string[]; anchor?: string },
  doc: DocumentBuilder,
  context: SeedContext,
): TextSection & { _key: string } {
  return {
    _key: doc.key(),
    _type: "textSection",
    ...(section.heading ? { heading: section.heading } : {}),
    ...(section.anchor ? { anchor: section.anchor } : {}),
    body: [
      ...paragraphs(section.paragraphs ?? [], doc.key, context.refs),
      ...bullets(section.bullets ?? [], doc.key, context.refs),
    ],
  };
}

/** A titled section whose body is already Portable Text (legacy HTML or paragraphs), at a fixed anchor. */
export function anchoredTextSection(
  anchor: "examples" | "explained",
  heading: string,
  body: NonNullable<TextSection["body"]>,
  doc: DocumentBuilder,
): TextSection & { _key: string } {
  return { _key: doc.key(), _type: "textSection", heading, anchor, body };
}
