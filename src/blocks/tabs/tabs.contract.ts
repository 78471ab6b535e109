/**
 * The one list of blocks a tab may hold: the schema offers these, preparation keeps only these and
 * the types follow (`TabPanel` in ../types.ts, which fails typecheck on a name that is not a block).
 * No price or form blocks: those read their page's service, which a tab does not have.
 */
export const TAB_CONTENT_TYPES = ["howItWorks", "keyBenefits", "serviceCards", "textSection"] as const;
