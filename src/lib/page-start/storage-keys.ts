/**
 * Browser-storage keys, shared by the jotai atoms and the pre-paint script (which must read the same
 * values before React loads). Values are JSON, as jotai's atomWithStorage writes them.
 */
export const STORAGE_KEYS = {
  currency: "agency.currency",
  cookieConsent: "agency.cookieConsent",
  user: "agency.user",
  enquiryDraft: "agency.enquiryDraft",
  contentSlider: "agency.contentSlider",
  orderDraft: "agency.orderDraft",
  /** In sessionStorage: where each visited page was scrolled to, for Back and reload. */
  scrollPositions: "agency.scrollPositions",
} as const;
