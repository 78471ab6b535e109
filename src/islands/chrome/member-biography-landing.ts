/**
 * The biography the team grid prerenders open on a member's own address (/about-us/:member);
 * nothing else on a page has this class before the visitor chooses a member.
 */
const OPEN_BIOGRAPHY = ".team-grid__biography";

/**
 * A member's shared address lands on their biography (decision 0038), whether or not the team
 * grid's island has hydrated yet: on a phone the grid starts below the first screen, and a block
 * hydrated when seen would never be seen. An address with a hash is the browser's to follow (the
 * member's card carries the anchor, which also hydrates the grid), and a page already scrolled
 * (a reload the browser put back where it was) is left where it is.
 */
export function landOnOpenBiography(doc: Document, win: Window): void {
  if (win.location.hash || win.scrollY > 0) return;
  doc.querySelector(OPEN_BIOGRAPHY)?.scrollIntoView({ block: "start" });
}
