/**
 * Every block's schema, for the studio, TypeGen and the registry test. Never imported by the site
 * bundle (it pulls in `sanity`). Adding a block: one line here, in projections.ts and in registry.ts.
 */
import { articleListSchema } from "./article-list/article-list.schema";
import { bookACallSchema } from "./book-a-call/book-a-call.schema";
import { calendarSchema } from "./calendar/calendar.schema";
import { contentSliderSchema } from "./content-slider/content-slider.schema";
import { logoStripSchema } from "./logo-strip/logo-strip.schema";
import { tabsSchema } from "./tabs/tabs.schema";
import { contactFormSchema } from "./contact-form/contact-form.schema";
import { faqSchema } from "./faq/faq.schema";
import { heroSchema } from "./hero/hero.schema";
import { infographicSchema } from "./infographic/infographic.schema";
import { howItWorksSchema } from "./how-it-works/how-it-works.schema";
import { keyBenefitsSchema } from "./key-benefits/key-benefits.schema";
import { packageCardsSchema } from "./package-cards/package-cards.schema";
import { pricingTableSchema } from "./pricing-table/pricing-table.schema";
import { serviceCardsSchema } from "./service-cards/service-cards.schema";
import { teamGridSchema } from "./team-grid/team-grid.schema";
import { textSectionSchema } from "./text-section/text-section.schema";

export const blockSchemas = [
  heroSchema,
  logoStripSchema,
  textSectionSchema,
  packageCardsSchema,
  pricingTableSchema,
  contentSliderSchema,
  serviceCardsSchema,
  calendarSchema,
  bookACallSchema,
  howItWorksSchema,
  keyBenefitsSchema,
  faqSchema,
  tabsSchema,
  teamGridSchema,
  articleListSchema,
  contactFormSchema,
  infographicSchema,
];
