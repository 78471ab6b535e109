/**
 * A site server in a child process, for tests that must kill it (SIGKILL) mid-burst. Reads the
 * build folder and store from the environment and prints its address once it is listening.
 */
import { startSite } from "./start-site.server";
import { TEST_SECURITY } from "./test-site";

const site = await startSite({
  root: process.env.TEST_SITE_ROOT!,
  security: TEST_SECURITY,
  dbUrl: process.env.TEST_DB_URL!,
  destinations: [],
  enquiriesPerMinute: 1_000_000,
});
process.stdout.write(`LISTENING ${site.url}\n`);
