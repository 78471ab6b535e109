/**
 * Every block that holds no other blocks: its GROQ projection and the fields it cannot render
 * without. Containers (tabs) project their children with the same fragment.
 */
import { articleListProjection, articleListRequired } from "./article-list/article-list.query";
import { bookACallProjection, bookACallRequired } from "./book-a-call/book-a-call.query";
import { calendarProjection, calendarRequired } from "./calendar/calendar.query";
import { contactFormProjection, contactFormRequired } from "./contact-form/contact-form.query";
import { contentSliderProjection, contentSliderRequired } from "./content-slider/content-slider.query";
import { faqProjection, faqRequired } from "./faq/faq.query";
import { heroProjection, heroRequired } from "./hero/hero.query";
import { infographicProjection, infographicRequired } from "./infographic/infographic.query";
import { howItWorksProjection, howItWorksRequired } from "./how-it-works/how-it-works.query";
import { keyBenefitsProjection, keyBenefitsRequired } from "./key-benefits/key-benefits.query";
import { logoStripProjection, logoStripRequired } from "./logo-strip/logo-strip.query";
import { packageCardsProjection, packageCardsRequired } from "./package-cards/package-cards.query";
import { pricingTableProjection, pricingTableRequired } from "./pricing-table/pricing-table.query";
import { serviceCardsProjection, serviceCardsRequired } from "./service-cards/service-cards.query";
import { teamGridProjection, teamGridRequired } from "./team-grid/team-grid.query";
import { textSectionProjection, textSectionRequired } from "./text-section/text-section.query";

export const leafBlockProjections = /* groq */ `${heroProjection},
      ${logoStripProjection},
      ${textSectionProjection},
      ${packageCardsProjection},
      ${pricingTableProjection},
      ${contentSliderProjection},
      ${serviceCardsProjection},
      ${calendarProjection},
      ${bookACallProjection},
      ${howItWorksProjection},
      ${keyBenefitsProjection},
      ${faqProjection},
      ${teamGridProjection},
      ${articleListProjection},
      ${contactFormProjection},
      ${infographicProjection}` as const;

export const leafRequiredFields = {
  hero: heroRequired,
  logoStrip: logoStripRequired,
  textSection: textSectionRequired,
  packageCards: packageCardsRequired,
  pricingTable: pricingTableRequired,
  contentSlider: contentSliderRequired,
  serviceCards: serviceCardsRequired,
  calendar: calendarRequired,
  bookACall: bookACallRequired,
  howItWorks: howItWorksRequired,
  keyBenefits: keyBenefitsRequired,
  faq: faqRequired,
  teamGrid: teamGridRequired,
  articleList: articleListRequired,
  contactForm: contactFormRequired,
  infographic: infographicRequired,
};
