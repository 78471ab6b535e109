import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { schemaTypes } from "../schemas";
import { SANITY_API_VERSION } from "../src/content/api-version";
import { presentation } from "./presentation";
import { previewAdmission } from "./preview-admission";
import { documentUrl } from "./preview-url";
import { singletonSafeActions, withoutSingletonTemplates } from "./singletons";
import { defaultDocumentNode, structure } from "./structure";

export default defineConfig({
  name: "agency",
  title: "Outreach Lab",
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || "offline",
  dataset: process.env.SANITY_STUDIO_DATASET || "production",
  plugins: [
    structureTool({ structure, defaultDocumentNode }),
    // The page beside the form, on the drafts preview server (SANITY_STUDIO_PREVIEW_URL).
    presentation,
    // A preview opened in a tab of its own asks this window for its admission.
    previewAdmission(),
    visionTool({ defaultApiVersion: SANITY_API_VERSION }),
  ],
  schema: {
    types: schemaTypes,
    // Singletons are opened from the structure, never created from the "new document" menu.
    templates: withoutSingletonTemplates,
  },
  document: {
    // "Open preview" goes to the page on the drafts preview server (SANITY_STUDIO_PREVIEW_URL) or the site (SANITY_STUDIO_SITE_URL).
    productionUrl: async (previous, { document }) => documentUrl(document) ?? previous,
    actions: (actions, { schemaType, documentId }) => singletonSafeActions(actions, { schemaType, documentId }),
  },
});
