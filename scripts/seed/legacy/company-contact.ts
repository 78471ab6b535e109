import type { LegacyCompanyContact } from "./types";

/**
 * The agency's contact record (header, footer, contact pages). Phone numbers are in ranges set
 * aside for fiction: Ofcom's London drama range (020 7946 0xxx) and the US 555-01xx range.
 */
export const companyContact: LegacyCompanyContact = {
  email: "hello@outreachlab.co.uk",
  phone: {
    uk: "+44 20 7946 0321",
    us: "+1 212 555 0147",
  },
  social: {
    facebook: "https://www.facebook.com/outreachlab",
    linkedin: "https://www.linkedin.com/company/outreachlab",
    whatsapp: "https://wa.me/442079460321",
    skype: "skype:outreachlab?chat",
  },
  reasons: [
    "Trusted by {{claim:clients}} {{claim:since}}",
    "Relationships with {{claim:publishers}}",
    "Working with {{claim:countries}}",
    "Replies to enquiries {{claim:response-time}}",
    "A clean link policy: {{claim:no-pbn}}",
  ],
};
