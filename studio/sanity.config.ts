import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { schemaTypes, singletonTypes } from "../schemas";
import { structure } from "./structure";

export default defineConfig({
  name: "agency",
  title: "Outreach Lab",
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || "offline",
  dataset: process.env.SANITY_STUDIO_DATASET || "production",
  plugins: [structureTool({ structure }), visionTool({ defaultApiVersion: "2025-02-19" })],
  schema: {
    types: schemaTypes,
    // Singletons are opened from the structure, never created from the "new document" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletonTypes.has(schemaType) ? actions.filter(({ action }) => action && ["publish", "discardChanges", "restore"].includes(action)) : actions,
  },
});
