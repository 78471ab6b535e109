/**
 * On every page of the drafts preview (`npm run preview:drafts`), so nobody mistakes unpublished
 * content for the live site, or shares a preview address as if it were. `showing` names the
 * perspective Presentation opened the page in ("drafts", "published content", "release … over
 * drafts"): an editor who switched to a release sees that they are looking at it.
 */
export function PreviewBanner({ showing }: { showing: string }) {
  return (
    <p role="status" className="preview-banner">
      {`Preview: showing ${showing}`}
    </p>
  );
}
