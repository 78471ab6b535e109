/**
 * The Content Lake API version, pinned so an API change never alters what a build publishes.
 * Its own module (no Node imports), so the studio and schemas share it with the site.
 */
export const SANITY_API_VERSION = "2025-02-19";
