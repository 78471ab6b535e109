import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { createStaticServer } from "../../../scripts/serve/static-server";
import { builtWithTestFormEndpoint, TEST_FORM_ENDPOINT } from "./test-build";

const BUILD_DIR = "build/client";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Serves the production build (as `npm start` does) on a free port for the browser tests. */
export default async function setup(project: TestProject) {
  if (!existsSync(`${BUILD_DIR}/index.html`)) {
    throw new Error(`No production build in ${BUILD_DIR}: run \`npm run build:test\` before the browser tests (npm test does).`);
  }
  if (!builtWithTestFormEndpoint(BUILD_DIR)) {
    throw new Error(
      `The build in ${BUILD_DIR} does not post enquiries to ${TEST_FORM_ENDPOINT}, so the contact-form tests cannot play the ` +
        "form service: build it with `npm run build:test` (npm test does).",
    );
  }
  const server = createStaticServer({ root: BUILD_DIR });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  project.provide("baseUrl", `http://127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
