import { defineCliConfig } from "sanity/cli";

/**
 * Every module but the large packages of the studio, which Node imports as they are. The CLI's
 * own task must still go through Vite (it imports the studio's TypeScript config).
 */
const LOADED_BY_VITE_IN_NODE_COMMANDS =
  /^(?!.*\/node_modules\/(sanity|@sanity\/(ui|vision|icons|client|types)|react|react-dom|styled-components|rxjs|lodash)\/)/;

/**
 * The studio and the CLI read the project from the environment (see docs/content-and-studio.md, "The studio").
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
  // The CLI's own Node commands (`schema extract`, `documents validate`) load sanity.config.ts
  // through Vite with every package transformed (ssr.noExternal: true), which took 10 of their 13 s.
  // The big packages load as Node has them instead: the same schema in 5 s (decision 0041). The
  // studio's browser build is not a server build, and stays as Sanity makes it.
  vite: (config, { isSsrBuild }) =>
    isSsrBuild ? { ...config, ssr: { ...config.ssr, noExternal: [LOADED_BY_VITE_IN_NODE_COMMANDS] } } : config,
});
