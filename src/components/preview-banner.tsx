/**
 * On every page of the drafts preview (`npm run preview:drafts`), so nobody mistakes unpublished
 * drafts for the live site, or shares a preview address as if it were.
 */
export function PreviewBanner() {
  return (
    <p role="status" className="preview-banner">
      Preview: showing drafts
    </p>
  );
}
