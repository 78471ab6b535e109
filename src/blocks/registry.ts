import type { ComponentType } from "react";
import { ArticleListBlock } from "./article-list/article-list";
import { BookACallBlock } from "./book-a-call/book-a-call";
import { CalendarBlock } from "./calendar/calendar";
import { ContentSliderBlock } from "./content-slider/content-slider";
import { LogoStripBlock } from "./logo-strip/logo-strip";
import { TabsBlock } from "./tabs/tabs";
import { ContactFormBlock } from "./contact-form/contact-form";
import { FaqBlock } from "./faq/faq";
import { HeroBlock } from "./hero/hero";
import { InfographicBlock } from "./infographic/infographic";
import { HowItWorksBlock } from "./how-it-works/how-it-works";
import { KeyBenefitsBlock } from "./key-benefits/key-benefits";
import { PackageCardsBlock } from "./package-cards/package-cards";
import { PricingTableBlock } from "./pricing-table/pricing-table";
import { ServiceCardsBlock } from "./service-cards/service-cards";
import { TeamGridBlock } from "./team-grid/team-grid";
import { TextSectionBlock } from "./text-section/text-section";
import type { BlockProps, BlockType } from "./types";

/** `_type` → component. Checked exhaustively: a block type without a component fails typecheck. */
export const blockRegistry = {
  hero: HeroBlock,
  logoStrip: LogoStripBlock,
  textSection: TextSectionBlock,
  packageCards: PackageCardsBlock,
  pricingTable: PricingTableBlock,
  contentSlider: ContentSliderBlock,
  serviceCards: ServiceCardsBlock,
  calendar: CalendarBlock,
  bookACall: BookACallBlock,
  howItWorks: HowItWorksBlock,
  keyBenefits: KeyBenefitsBlock,
  faq: FaqBlock,
  tabs: TabsBlock,
  teamGrid: TeamGridBlock,
  articleList: ArticleListBlock,
  contactForm: ContactFormBlock,
  infographic: InfographicBlock,
} satisfies { [Type in BlockType]: ComponentType<BlockProps<Type>> };

export function isRegisteredBlockType(type: string): type is BlockType {
  return Object.hasOwn(blockRegistry, type);
}
