import type { Money, PricePackage, Service } from "../../../src/content/generated/sanity.types";
import type { LegacyGbpPrice, LegacyMoney, LegacyPackage } from "../legacy/types";
import { documentBuilder, reference, type DocumentBuilder, type Seeded } from "./context";

const packageDocumentId = (key: string) => `package-${key}`;

const isGbpOnly = (price: LegacyMoney | LegacyGbpPrice) => (price as Partial<LegacyMoney>).USD === undefined;

/** Pounds only where the product description (`docs/product.md`) prices in GBP alone; the package then says it is billed in GBP. */
const money = (price: LegacyMoney | LegacyGbpPrice): Money =>
  isGbpOnly(price) ? { _type: "money", gbp: price.GBP } : { _type: "money", gbp: price.GBP, usd: (price as LegacyMoney).USD };

/** "25+ placements" → 25: the quantity a bulk price starts at. */
function minimumQuantity(label: string): number {
  const found = /(\d+)\s*\+/.exec(label);
  if (!found) throw new Error(`Bulk discount label "${label}" does not say where it starts (e.g. "25+ placements").`);
  return Number(found[1]);
}

/** Legacy feature groups (label → flag, count or text) in their original order. */
function itemGroups(groups: NonNullable<LegacyPackage["items"]>, doc: DocumentBuilder): NonNullable<PricePackage["itemGroups"]> {
  return Object.entries(groups).map(([title, features]) => ({
    _key: doc.key(),
    _type: "itemGroup",
    title,
    items: Object.entries(features).map(([label, value]) => ({
      _key: doc.key(),
      _type: "packageItem",
      label,
      ...(typeof value === "boolean" ? { included: value } : typeof value === "number" ? { count: value } : { text: value }),
    })),
  }));
}

function packageDocument(item: LegacyPackage): Seeded<PricePackage> {
  const doc = documentBuilder(packageDocumentId(item.key));
  return {
    _id: doc.id,
    _type: "pricePackage",
    name: item.name,
    key: item.key,
    ...(typeof item.price === "string" ? { priceText: item.price } : { price: money(item.price) }),
    billedInGbpOnly: typeof item.price !== "string" && isGbpOnly(item.price),
    ...(item.per ? { per: item.per } : {}),
    ...(item.feature?.length ? { features: item.feature } : {}),
    ...(item.bulkDiscount?.length
      ? {
          bulkDiscounts: item.bulkDiscount.map((bulk) => ({
            _key: doc.key(),
            _type: "bulkDiscount",
            label: bulk.label,
            minimumQuantity: minimumQuantity(bulk.label),
            price: money(bulk.price),
          })),
        }
      : {}),
    ...(item.items ? { itemGroups: itemGroups(item.items, doc) } : {}),
    isMostPopular: item.isMostPopular ?? false,
    ...(item.url ? { orderUrl: item.url } : {}),
    ...(item.labelAction ? { actionLabel: item.labelAction } : {}),
  };
}

/** One document per package key, however many services sell it (one source per price). */
export function collectPackageDocuments(packageLists: readonly (readonly LegacyPackage[] | undefined)[]) {
  const byKey = new Map<string, LegacyPackage>();
  for (const list of packageLists) {
    for (const item of list ?? []) {
      const seen = byKey.get(item.key);
      if (seen && seen !== item && JSON.stringify(seen) !== JSON.stringify(item)) {
        throw new Error(`Two different packages share the key "${item.key}": a price must be stated once.`);
      }
      byKey.set(item.key, item);
    }
  }
  return [...byKey.values()].map(packageDocument);
}

export function packageReferences(
  items: readonly LegacyPackage[] | undefined,
  doc: DocumentBuilder,
): NonNullable<Service["packages"]> {
  return (items ?? []).map((item) => reference(packageDocumentId(item.key), doc.key()));
}
