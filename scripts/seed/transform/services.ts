import type { Service, Tabs } from "../../../src/content/generated/sanity.types";
import { bullets, paragraphs } from "../portable-text";
import type { LegacyService } from "../legacy/types";
import { faqBlock, anchoredTextSection, titledItems } from "./blocks";
import {
  documentBuilder,
  fieldReference,
  idFromPath,
  serviceReference,
  slug,
  type DocumentBuilder,
  type SeedContext,
  type Seeded,
  presentBlocks,
} from "./context";
import { packageReferences } from "./packages";
import { everyPackageSold, priceDisplayBlocks } from "./price-displays";

export const serviceDocumentId = (path: string) => `service-${idFromPath(path).replace(/^services-/, "")}`;

/**
 * The old site hid the calendar panel on link packages by checking the URL; here that becomes data:
 * the link-packages page simply has no calendar block.
 */
type TabBlock = NonNullable<NonNullable<Tabs["panels"]>[number]["blocks"]>[number];
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

const PAGES_WITHOUT_CALENDAR = new Set(["/services/link-packages"]);

/** product.md §2 "related services" tab: these three, less the page's own service. */
const RELATED_SERVICES = ["Blogger Outreach", "Creative Content", "SEO Packages"];

/**
 * product.md §2 service page tabs: How does it work?, Why choose us and related services. Key benefits sit
 * between the first two in the product description's layout, so they are a tab too and the order holds.
 */
function serviceTabs(service: LegacyService, doc: DocumentBuilder, context: SeedContext): Tabs & { _key: string } {
  const panel = (title: string, block: DistributiveOmit<TabBlock, "_key">) => ({
    _key: doc.key(),
    _type: "tabPanel" as const,
    title,
    blocks: [{ _key: doc.key(), ...block }],
  });
  const related = RELATED_SERVICES.filter((title) => title !== service.title).map((title) =>
    serviceReference(context, title, doc.key(), "The related services tab names"),
  );
  return {
    _key: doc.key(),
    _type: "tabs",
    panels: [
      panel("How does it work?", {
        _type: "howItWorks",
        title: "How does it work?",
        steps: titledItems(service.how_it_works, doc, context),
      }),
      panel("Key benefits", {
        _type: "keyBenefits",
        title: "Key benefits",
        items: titledItems(service.key_benefits, doc, context),
      }),
      ...(service.why_choose?.length
        ? [
            panel(
              "Why choose us",
              anchoredTextSection(
                "examples",
                `Why choose us for ${service.title}?`,
                paragraphs(service.why_choose, doc.key, context.refs),
                doc,
              ),
            ),
          ]
        : []),
      panel("Related services", { _type: "serviceCards", title: "Related services", services: related }),
    ],
  };
}

export function serviceDocument(service: LegacyService, context: SeedContext): Seeded<Service> {
  const doc = documentBuilder(serviceDocumentId(service.url));
  const blocks = presentBlocks([
    ...priceDisplayBlocks(service, doc, context.refs),
    PAGES_WITHOUT_CALENDAR.has(service.url) ? undefined : { _key: doc.key(), _type: "calendar" },
    service.explained
      ? anchoredTextSection(
          "explained",
          service.explained.title,
          paragraphs(service.explained.content, doc.key, context.refs),
          doc,
        )
      : undefined,
    { _key: doc.key(), _type: "bookACall", title: "Need help with strategy?" },
    serviceTabs(service, doc, context),
    faqBlock(service.faq, doc, context),
  ]);

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
      ? { sameTurnaroundAs: fieldReference(context.refs.serviceId(service.sameTurnaroundAs)) }
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
