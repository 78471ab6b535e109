import { defineCliConfig } from "sanity/cli";

/**
 * The studio and the CLI read the project from the environment (see README "The studio").
 * TypeGen runs offline from the extracted schema, so types never need a network.
 */
export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || process.env.SANITY_PROJECT_ID || "offline",
    dataset: process.env.SANITY_STUDIO_DATASET || process.env.SANITY_DATASET || "production",
  },
  studioHost: process.env.SANITY_STUDIO_HOSTNAME,
  typegen: {
    path: ["../src/**/*.{ts,tsx}"],
    // `npm run check:types` points these at a scratch folder and compares the result with the committed files.
    schema: process.env.TYPEGEN_SCHEMA || "../src/content/generated/schema.json",
    generates: process.env.TYPEGEN_OUTPUT || "../src/content/generated/sanity.types.ts",
    overloadClientMethods: true,
  },
});
