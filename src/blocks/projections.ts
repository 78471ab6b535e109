/**
 * The GROQ projection of every block, composed into one `blocks[]` fragment that all page queries
 * share, plus the fields each block cannot render without.
 */
import { articleListProjection, articleListRequired } from "./article-list/article-list.query";
import { bookACallProjection, bookACallRequired } from "./book-a-call/book-a-call.query";
import { calendarProjection, calendarRequired } from "./calendar/calendar.query";
import { contentSliderProjection, contentSliderRequired } from "./content-slider/content-slider.query";
import { logoStripProjection, logoStripRequired } from "./logo-strip/logo-strip.query";
import { tabsProjection, tabsRequired } from "./tabs/tabs.query";
import { contactFormProjection, contactFormRequired } from "./contact-form/contact-form.query";
import { explainedProjection, explainedRequired } from "./explained/explained.query";
import { faqProjection, faqRequired } from "./faq/faq.query";
import { heroProjection, heroRequired } from "./hero/hero.query";
import { howItWorksProjection, howItWorksRequired } from "./how-it-works/how-it-works.query";
import { keyBenefitsProjection, keyBenefitsRequired } from "./key-benefits/key-benefits.query";
import { packageCardsProjection, packageCardsRequired } from "./package-cards/package-cards.query";
import { pricingTableProjection, pricingTableRequired } from "./pricing-table/pricing-table.query";
import { serviceCardsProjection, serviceCardsRequired } from "./service-cards/service-cards.query";
import { teamGridProjection, teamGridRequired } from "./team-grid/team-grid.query";
import { textSectionProjection, textSectionRequired } from "./text-section/text-section.query";
import { whyChooseProjection, whyChooseRequired } from "./why-choose/why-choose.query";

export const pageBlocksFragment = /* groq */ `blocks[]{
  _key,
  _type,
  ${heroProjection},
  ${logoStripProjection},
  ${textSectionProjection},
  ${packageCardsProjection},
  ${pricingTableProjection},
  ${contentSliderProjection},
  ${serviceCardsProjection},
  ${calendarProjection},
  ${explainedProjection},
  ${bookACallProjection},
  ${howItWorksProjection},
  ${keyBenefitsProjection},
  ${whyChooseProjection},
  ${faqProjection},
  ${tabsProjection},
  ${teamGridProjection},
  ${articleListProjection},
  ${contactFormProjection}
}`;

/** Keys of registered block types → the projected fields that must be present and non-empty. */
export const requiredBlockFields: Record<string, readonly string[]> = {
  hero: heroRequired,
  logoStrip: logoStripRequired,
  textSection: textSectionRequired,
  packageCards: packageCardsRequired,
  pricingTable: pricingTableRequired,
  contentSlider: contentSliderRequired,
  serviceCards: serviceCardsRequired,
  calendar: calendarRequired,
  explained: explainedRequired,
  bookACall: bookACallRequired,
  howItWorks: howItWorksRequired,
  keyBenefits: keyBenefitsRequired,
  whyChoose: whyChooseRequired,
  faq: faqRequired,
  tabs: tabsRequired,
  teamGrid: teamGridRequired,
  articleList: articleListRequired,
  contactForm: contactFormRequired,
};
