import type { ComponentType } from "react";
import { BookACallBlock } from "./book-a-call/book-a-call";
import { CalendarBlock } from "./calendar/calendar";
import { FaqBlock } from "./faq/faq";
import { HowItWorksBlock } from "./how-it-works/how-it-works";
import { KeyBenefitsBlock } from "./key-benefits/key-benefits";
import { ServiceCardsBlock } from "./service-cards/service-cards";
import { TabsBlock } from "./tabs/tabs";
import { TextSectionBlock } from "./text-section/text-section";
import type { BlockProps, BlockType } from "./types";

/**
 * `_type` → how to get its component. Blocks that carry much code or appear on few pages (the
 * contact form with its validation and sending, the content slider, the comparison table, the
 * infographic, the team grid, the article list, and the home page's hero and logo strip and the
 * package cards of a handful of service pages) are their own chunks, downloaded only by pages that
 * show them; the small blocks most pages use come with the page's route module (many tiny chunks
 * would compress worse than one). Checked exhaustively: a block type without a component fails
 * typecheck. `block-components.ts` loads them before a page renders.
 */
export const blockRegistry = {
  hero: () => import("./hero/hero").then((module) => module.HeroBlock),
  logoStrip: () => import("./logo-strip/logo-strip").then((module) => module.LogoStripBlock),
  textSection: async () => TextSectionBlock,
  packageCards: () => import("./package-cards/package-cards").then((module) => module.PackageCardsBlock),
  pricingTable: () => import("./pricing-table/pricing-table").then((module) => module.PricingTableBlock),
  contentSlider: () => import("./content-slider/content-slider").then((module) => module.ContentSliderBlock),
  serviceCards: async () => ServiceCardsBlock,
  calendar: async () => CalendarBlock,
  bookACall: async () => BookACallBlock,
  howItWorks: async () => HowItWorksBlock,
  keyBenefits: async () => KeyBenefitsBlock,
  faq: async () => FaqBlock,
  tabs: async () => TabsBlock,
  teamGrid: () => import("./team-grid/team-grid").then((module) => module.TeamGridBlock),
  articleList: () => import("./article-list/article-list").then((module) => module.ArticleListBlock),
  contactForm: () => import("./contact-form/contact-form").then((module) => module.ContactFormBlock),
  infographic: () => import("./infographic/infographic").then((module) => module.InfographicBlock),
} satisfies { [Type in BlockType]: () => Promise<ComponentType<BlockProps<Type>>> };

/**
 * Blocks whose code loads when the visitor is about to see or use them, not before the page
 * hydrates: the contact form (its checks, draft and sending) sits at the foot of most of the pages
 * that carry it and works without its code (it posts natively), so a visitor who never reaches it
 * never downloads it. Their markup stays as prerendered until then (`hydrate-when-seen.tsx`).
 */
export const BLOCKS_LOADED_WHEN_SEEN: ReadonlySet<BlockType> = new Set<BlockType>(["contactForm"]);

export function isRegisteredBlockType(type: string): type is BlockType {
  return Object.hasOwn(blockRegistry, type);
}
