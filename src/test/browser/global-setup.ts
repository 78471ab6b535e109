import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { readServerConfig } from "../../server/server-config.server";
import { startSite } from "../../server/start-site.server";

const BUILD_DIR = "build/client";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The store this run's enquiries go to (read it as `npm run enquiries` does). */
    enquiriesDbUrl: string;
  }
}

/** Serves the production build with the site's own server, as `npm start` does, on a free port and a fresh store. */
export default async function setup(project: TestProject) {
  if (!existsSync(`${BUILD_DIR}/index.html`)) {
    throw new Error(`No production build in ${BUILD_DIR}: run \`npm run build\` before the browser tests (npm test does).`);
  }
  if (readServerConfig(BUILD_DIR).formEndpoint) {
    throw new Error(
      "The build in build/client posts enquiries to a form service (VITE_FORM_ENDPOINT was set): the browser tests check the " +
        "default build, whose form posts to the site's own API. Run `npm run build` with VITE_FORM_ENDPOINT unset.",
    );
  }
  const enquiriesDbUrl = `file:${join(mkdtempSync(join(tmpdir(), "browser-enquiries-")), "enquiries.db")}`;
  const site = await startSite({ root: BUILD_DIR, dbUrl: enquiriesDbUrl, destinations: [], enquiriesPerMinute: 200 });
  project.provide("baseUrl", site.url);
  project.provide("enquiriesDbUrl", enquiriesDbUrl);
  return () => site.close();
}
