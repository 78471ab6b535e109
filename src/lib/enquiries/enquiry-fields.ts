/**
 * The enquiry form's hidden fields, by name: what the form, the head script and the server agree
 * on. Apart from the rules (enquiry-rules.ts) because every page's head script needs two of these
 * names and none of the rules, which load with the form.
 */

/** The hidden field people cannot see; software that fills every field fills this one too. */
export const HONEYPOT_FIELD = "company_website";

/**
 * Milliseconds from the start of the page's navigation to sending (the browser's `performance.now()`
 * at submit); empty when the form was posted without JavaScript.
 */
export const FILL_TIME_FIELD = "fill_ms";

/** Where the form was sent from (a site path), so the agency knows which page brought the enquiry. */
export const PAGE_FIELD = "page";

/**
 * A random key the browser makes once per enquiry and sends with every attempt at it: a resend after
 * an answer that never arrived is recognised and stored, and forwarded, only once.
 */
export const SUBMISSION_KEY_FIELD = "submission_key";
