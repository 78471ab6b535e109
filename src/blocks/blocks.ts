/**
 * The one list of block types: adding a block is its folder (with `<folder>.block.ts`, its
 * manifest) and one line here, then `npm run typegen`. The order is the studio's "Add item" menu.
 *
 * Read by the studio (schemas), the tests and `npm run typegen`, which writes what the site reads
 * into `generated/`; never by the site itself (lint enforces it).
 */
import type { BlockType } from "./types";
import type { AnyBlockManifest, BlockManifest } from "./block-manifest";
import { articleListBlock } from "./article-list/article-list.block";
import { bookACallBlock } from "./book-a-call/book-a-call.block";
import { calendarBlock } from "./calendar/calendar.block";
import { contactFormBlock } from "./contact-form/contact-form.block";
import { contentSliderBlock } from "./content-slider/content-slider.block";
import { faqBlock } from "./faq/faq.block";
import { heroBlock } from "./hero/hero.block";
import { howItWorksBlock } from "./how-it-works/how-it-works.block";
import { infographicBlock } from "./infographic/infographic.block";
import { keyBenefitsBlock } from "./key-benefits/key-benefits.block";
import { logoStripBlock } from "./logo-strip/logo-strip.block";
import { packageCardsBlock } from "./package-cards/package-cards.block";
import { pricingTableBlock } from "./pricing-table/pricing-table.block";
import { serviceCardsBlock } from "./service-cards/service-cards.block";
import { tabsBlock } from "./tabs/tabs.block";
import { teamGridBlock } from "./team-grid/team-grid.block";
import { textSectionBlock } from "./text-section/text-section.block";

const manifests = {
  hero: heroBlock,
  logoStrip: logoStripBlock,
  textSection: textSectionBlock,
  packageCards: packageCardsBlock,
  pricingTable: pricingTableBlock,
  contentSlider: contentSliderBlock,
  serviceCards: serviceCardsBlock,
  calendar: calendarBlock,
  bookACall: bookACallBlock,
  howItWorks: howItWorksBlock,
  keyBenefits: keyBenefitsBlock,
  faq: faqBlock,
  tabs: tabsBlock,
  teamGrid: teamGridBlock,
  articleList: articleListBlock,
  contactForm: contactFormBlock,
  infographic: infographicBlock,
} satisfies { [Type in BlockType]: BlockManifest<Type> };

/** Every block's manifest, in menu order. A block type without one fails typecheck above. */
export const blockManifests: readonly AnyBlockManifest[] = Object.values(manifests);

/** Every block's schema, for the studio and TypeGen. */
export const blockSchemas = blockManifests.map((manifest) => manifest.schema);
