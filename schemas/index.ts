import { blockSchemas } from "../src/blocks/blocks";
import { article } from "./documents/article";
import { claim } from "./documents/claim";
import { companyContact } from "./documents/company-contact";
import { page } from "./documents/page";
import { personaPage } from "./documents/persona-page";
import { pricePackage } from "./documents/price-package";
import { redirect } from "./documents/redirect";
import { service } from "./documents/service";
import { siteSettings } from "./documents/site-settings";
import { teamMember } from "./documents/team-member";
import { figure } from "./objects/figure";
import { link, navItem } from "./objects/link";
import { money } from "./objects/money";
import { articleBody, claimReference, richText, turnaroundReference } from "./objects/rich-text";
import { seo } from "./objects/seo";

export const documentTypes = [
  page,
  service,
  personaPage,
  article,
  teamMember,
  pricePackage,
  claim,
  redirect,
  companyContact,
  siteSettings,
];
const objectTypes = [seo, link, navItem, money, figure, claimReference, turnaroundReference, richText, articleBody];

/** Singletons: one document each, opened directly in the studio. */
export const singletonTypes = new Set(["companyContact", "siteSettings"]);

export const schemaTypes = [...documentTypes, ...objectTypes, ...blockSchemas];
