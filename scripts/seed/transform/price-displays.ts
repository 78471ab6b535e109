import { contentSliderSettings } from "../legacy/prices";
import type { LegacyPackage, LegacyService } from "../legacy/types";
import { paragraphs, type ReferenceResolver } from "../portable-text";
import type { DocumentBuilder, SeededBlock, SeededBlocks } from "./context";
import { packageReferences } from "./packages";

/**
 * The price blocks of a service page, chosen from its data (product.md §2 "Pricing display") rather than
 * from its address, as the old site did:
 * - a slider flag: the content slider with the per-word cards;
 * - packages with bulk prices: cards (blogger outreach);
 * - packages with feature groups: the comparison table;
 * - other packages: cards;
 * - package_new: cards by authority and by website traffic;
 * - any further displays (`morePackages`): cards, each under its own anchor.
 * The first price block takes the #pricing anchor; an enquiry form, when the service has one,
 * comes before them at #get-in-touch.
 */
/** The price blocks a service can show; keys and package lists are added by `add` below. */
type PriceDisplay = DistributiveOmit<Extract<SeededBlock, { _type: "contentSlider" | "packageCards" | "pricingTable" }>, "_key">;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export function priceDisplayBlocks(service: LegacyService, doc: DocumentBuilder, refs: ReferenceResolver): SeededBlocks {
  // product.md §2: blogger outreach and link packages sell through a get-in-touch form beside an
  // explanation; their prices follow below it.
  const enquiry: SeededBlock | undefined = service.enquiry
    ? {
        _key: doc.key(),
        _type: "contactForm",
        title: "Get in touch",
        submitLabel: "Send enquiry",
        anchor: "get-in-touch",
        explanationTitle: service.enquiry.title,
        explanation: paragraphs(service.enquiry.content, doc.key, refs),
        split: 50,
      }
    : undefined;
  const blocks: SeededBlocks = [];
  const sold = everyPackageSold(service);
  const add = (block: PriceDisplay, packages: readonly LegacyPackage[] = service.packages ?? [], anchor?: string) => {
    // A block showing all the service sells needs no list of its own (and follows the service's).
    const needsOwnPackages = packages.length !== sold.length;
    const isFirst = blocks.length === 0;
    blocks.push({
      _key: doc.key(),
      ...block,
      ...(needsOwnPackages ? { packages: packageReferences(packages, doc) } : {}),
      ...(!isFirst && anchor ? { anchor } : {}),
    });
  };

  const packages = service.packages ?? [];
  if (service.slider) {
    add({
      _type: "contentSlider",
      title: "Choose your words and articles",
      intro: "Priced per word: each card multiplies its rate by the words and articles you choose.",
      ...contentSliderSettings,
    });
  } else if (packages.some((item) => item.bulkDiscount?.length)) {
    add({ _type: "packageCards", title: "Packages", turnaround: "plus" });
  } else if (packages.some((item) => item.items)) {
    add({ _type: "pricingTable", title: "Compare packages" });
  } else if (packages.length) {
    add({ _type: "packageCards", title: "Prices", turnaround: "none" });
  }

  const byAuthority = (service.package_new ?? []).filter((item) => item.id?.startsWith("da-"));
  const byTraffic = (service.package_new ?? []).filter((item) => item.id?.startsWith("wt-"));
  if (byAuthority.length) {
    add(
      { _type: "packageCards", title: "Links by Domain Authority (DA)", turnaround: "from" },
      byAuthority,
      "links-by-authority",
    );
  }
  if (byTraffic.length) {
    add({ _type: "packageCards", title: "Links by Website Traffic (WT)", turnaround: "from" }, byTraffic, "links-by-traffic");
  }

  for (const display of service.morePackages ?? []) {
    add(
      { _type: "packageCards", title: display.title, ...(display.intro ? { intro: display.intro } : {}), turnaround: "none" },
      display.packages,
      display.anchor,
    );
  }
  return enquiry ? [enquiry, ...blocks] : blocks;
}

/** Everything the service sells, for its 'Packages' field and the Place Order screen. */
export function everyPackageSold(service: LegacyService): LegacyPackage[] {
  return [
    ...(service.packages ?? []),
    ...(service.package_new ?? []),
    ...(service.morePackages ?? []).flatMap((display) => display.packages),
  ];
}
