import { bullets, paragraphs } from "../portable-text";
import type { LegacyService } from "../legacy/types";
import { faqBlock, richTextBlock, titledItems } from "./blocks";
import { documentBuilder, idFromPath, reference, slug, type SeedContext } from "./context";
import { packageReferences } from "./packages";
import { everyPackageSold, priceDisplayBlocks } from "./price-displays";

export const serviceDocumentId = (path: string) => `service-${idFromPath(path).replace(/^services-/, "")}`;

/**
 * The old site hid the calendar panel on link packages by checking the URL; here that becomes data:
 * the link-packages page simply has no calendar block.
 */
const PAGES_WITHOUT_CALENDAR = new Set(["/services/link-packages"]);

export function serviceDocument(service: LegacyService, context: SeedContext) {
  const doc = documentBuilder(serviceDocumentId(service.url));
  const blocks = [
    ...priceDisplayBlocks(service, doc, context.refs),
    PAGES_WITHOUT_CALENDAR.has(service.url) ? undefined : { _key: doc.key(), _type: "calendar" },
    service.explained
      ? richTextBlock("explained", service.explained.title, paragraphs(service.explained.content, doc.key, context.refs), doc)
      : undefined,
    { _key: doc.key(), _type: "bookACall", title: "Need help with strategy?" },
    { _key: doc.key(), _type: "howItWorks", title: "How does it work?", steps: titledItems(service.how_it_works, doc, context) },
    { _key: doc.key(), _type: "keyBenefits", title: "Key Benefits", items: titledItems(service.key_benefits, doc, context) },
    service.why_choose?.length
      ? richTextBlock("whyChoose", `Why choose us for ${service.title}?`, paragraphs(service.why_choose, doc.key, context.refs), doc)
      : undefined,
    faqBlock(service.faq, doc, context),
  ].filter(Boolean);

  return {
    _id: doc.id,
    _type: "service",
    title: service.title,
    path: slug(service.url),
    alias: service.alias,
    bullet: service.bullet,
    icon: context.images.figure(`icons/${service.icon}.svg`, ""),
    graphic: context.images.figure(`icons/${service.graphic}.svg`, ""),
    description: paragraphs(service.description, doc.key, context.refs),
    points: bullets(service.points, doc.key, context.refs),
    ...(service.sameTurnaroundAs
      ? { sameTurnaroundAs: reference(context.refs.serviceId(service.sameTurnaroundAs)) }
      : {
          turnaround: {
            days: service.days,
            kind: service.turnaroundKind,
            ...(service.duration ? { fromDays: service.duration } : {}),
          },
        }),
    packages: packageReferences(everyPackageSold(service), doc),
    blocks,
    seo: { _type: "seo", metaTitle: service.meta.title, metaDescription: service.meta.description },
  };
}
