/**
 * Every claim the copy makes, stated once (product.md §1 and §9). Copy refers to a claim with
 * `{{claim:KEY}}`; the migration turns that into an inline reference to the claim document, so an
 * editor who changes `wording` here (or in the studio) changes every page that states it.
 *
 * Where the product description (`docs/product.md`) gives several readings, the one chosen is recorded in
 * docs/decisions/0002-one-reading-per-figure.md.
 */
export interface LegacyClaim {
  key: string;
  /** The figure itself, as an editor would check it. */
  value: string;
  /** How the copy states it inline; must contain `value`. */
  wording: string;
  note: string;
}

export const claims = [
  {
    key: "clients",
    value: "3,000",
    wording: "over 3,000 clients",
    note: "Clients served since 2009 (the product description also reads 3,200; we state the lower, safer figure).",
  },
  { key: "since", value: "2009", wording: "since 2009", note: "Year the agency started trading." },
  {
    key: "campaign-length",
    value: "7-10",
    wording: "7-10 days for a focused campaign, or 20-30 days for a larger one",
    note: "How long an outreach campaign runs (the product description: 7-10 or 20-30 days).",
  },
  {
    key: "campaign-links",
    value: "5-10",
    wording: "5-10 links from a focused campaign, or 20-30 from a larger one",
    note: "Links a campaign brings in (the product description: 5-10 or 20-30).",
  },
  { key: "years-trading", value: "10", wording: "more than 10 years", note: "Years trading." },
  {
    key: "publishers",
    value: "20,000",
    wording: "more than 20,000 webmasters",
    note: "Publisher relationships (the product description reads 20,000 to 50,000 by page; we state the figure it lists under business constants).",
  },
  { key: "contacts", value: "40,000", wording: "about 40,000 publisher contacts", note: "Contacts in the outreach database." },
  { key: "countries", value: "50", wording: "clients in 50 countries", note: "Countries clients are based in." },
  { key: "review-score", value: "9.2", wording: "a 9.2 review score", note: "Average score on an independent review site." },
  {
    key: "remote-clients",
    value: "70%",
    wording: "70% of our clients work with us remotely",
    note: "Share of clients served remotely.",
  },
  {
    key: "resecured",
    value: "90%",
    wording: "about 90% of removed posts re-secured",
    note: "How often a removed post is re-secured.",
  },
  {
    key: "referral-commission",
    value: "10%",
    wording: "10% of the referred client's monthly fee for the life of the campaign",
    note: "Referral partner commission (also described as 10% lifetime commission).",
  },
  {
    key: "referral-credit",
    value: "20%",
    wording: "20% of their spend as free digital marketing work",
    note: "Referral partner alternative reward.",
  },
  {
    key: "reseller-markup",
    value: "20-100%",
    wording: "mark up our prices by 20-100%",
    note: "Typical white-label reseller mark-up.",
  },
  { key: "reseller-savings", value: "30-50%", wording: "savings of 30-50%", note: "Claimed saving against doing it in-house." },
  {
    key: "response-time",
    value: "30 minutes",
    wording: "within 30 minutes (8am-5.30pm Mon-Fri, UK time)",
    note: "Enquiry response time.",
  },
  {
    key: "no-pbn",
    value: "no private blog networks",
    wording: "we never buy or sell links and we use no private blog networks",
    note: "Link policy statement.",
  },
  {
    key: "approval-surcharge",
    value: "10%",
    wording: "an extra 10%",
    note: "Optional approval of sites and content before publication, on blogger outreach, link packages and country link building.",
  },
  {
    key: "ppc-minimum-ad-spend",
    value: "£750",
    wording: "a minimum ad spend of £750 a month, paid directly to the ad platform",
    note: "Recommended minimum Google Ads budget alongside PPC management.",
  },
  {
    key: "pr-model-years",
    value: "11 years",
    wording: "a model we have used for 11 years",
    note: "How long the agency has run digital PR on a pay-on-results basis.",
  },
  {
    key: "pr-campaign-cap",
    value: "£20k",
    wording: "a cap of about £20k per campaign",
    note: "Digital PR campaign cap, available on request and subject to approval.",
  },
  {
    key: "late-payment-fee",
    value: "£42",
    wording: "£42 plus VAT or 8% of the outstanding balance, whichever is higher",
    note: "Late payment fee in the terms, charged 7 days after an invoice's due date.",
  },
  {
    key: "payment-methods",
    value: "card, bank transfer, PayPal or Bitcoin",
    wording: "pay by card, bank transfer, PayPal or Bitcoin",
    note: "Accepted payment methods.",
  },
] as const satisfies readonly LegacyClaim[];
