import { readdirSync, readFileSync } from "node:fs";

/**
 * The form-collection address `npm run build:test` builds with (keep the two in step). Nothing
 * answers there: the contact-form tests intercept it in the browser and play the service.
 */
export const TEST_FORM_ENDPOINT = "https://forms.example.test/enquiry";

/** Whether the build in `dir` posts enquiries to the test address (i.e. came from `npm run build:test`). */
export function builtWithTestFormEndpoint(dir: string): boolean {
  const scripts = readdirSync(`${dir}/assets`).filter((name) => name.endsWith(".js"));
  return scripts.some((name) => readFileSync(`${dir}/assets/${name}`, "utf8").includes(TEST_FORM_ENDPOINT));
}
