/**
 * A site server in a child process, for tests that must stop it: kill it (SIGKILL) mid-burst, or
 * stop it with a signal as `npm start` does. Reads the build folder, the store and an optional form
 * service to forward to from the environment, and prints its address once it is listening.
 */
import { formServiceDestination } from "./enquiry-forwarder.server";
import { startSite } from "./start-site.server";
import { stopOnSignals } from "./stop-on-signal.server";
import { TEST_SECURITY } from "./test-site";

const site = await startSite({
  root: process.env.TEST_SITE_ROOT!,
  security: TEST_SECURITY,
  dbUrl: process.env.TEST_DB_URL!,
  destinations: process.env.TEST_FORWARD_URL ? [formServiceDestination({ url: process.env.TEST_FORWARD_URL })] : [],
  enquiriesPerMinute: 1_000_000,
});
stopOnSignals(site);
process.stdout.write(`LISTENING ${site.url}\n`);
