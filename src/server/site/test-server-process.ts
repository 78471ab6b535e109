/**
 * A site server in a child process, for tests that must stop it: kill it (SIGKILL) mid-burst, or
 * stop it with a signal as `npm start` does. Reads the build folder, the store, and an optional form
 * service and mail server to forward to from the environment, and prints its address once it is
 * listening. Test names of their own, so a developer's SMTP_URL never receives a test's enquiries.
 */
import { emailSettingsFromEnvironment } from "../enquiries/email-settings.server";
import { emailDestination } from "../enquiries/enquiry-email.server";
import { formServiceDestination } from "../enquiries/enquiry-forwarder.server";
import { startSite } from "./start-site.server";
import { stopOnSignals } from "../http/stop-on-signal.server";
import { TEST_SECURITY } from "./test-site";

const email = process.env.TEST_SMTP_URL
  ? emailSettingsFromEnvironment({
      SMTP_URL: process.env.TEST_SMTP_URL,
      ENQUIRY_EMAIL_TO: "sales@agency.test",
      ENQUIRY_EMAIL_FROM: "site@agency.test",
    })
  : undefined;
const site = await startSite({
  root: process.env.TEST_SITE_ROOT!,
  security: TEST_SECURITY,
  dbUrl: process.env.TEST_DB_URL!,
  destinations: [
    ...(process.env.TEST_FORWARD_URL ? [formServiceDestination({ url: process.env.TEST_FORWARD_URL })] : []),
    ...(email ? [emailDestination(email)] : []),
  ],
  enquiriesPerMinute: 1_000_000,
});
stopOnSignals(site);
process.stdout.write(`LISTENING ${site.url}\n`);
