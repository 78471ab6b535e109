/**
 * `npm start` serves the production build (after `npm run build`) and the enquiry API at
 * http://localhost:4173. PORT and HOST choose where; see docs/configuration.md.
 */
import { fileURLToPath } from "node:url";
import { configuredDestinations } from "../../src/server/enquiries/enquiry-forwarder.server";
import { enquiriesDbUrl } from "../../src/server/enquiries/store/enquiry-store.server";
import { startSite } from "../../src/server/site/start-site.server";
import { stopOnSignals } from "../../src/server/http/stop-on-signal.server";
import { parseTrustProxy } from "../../src/server/http/trust-proxy.server";
import { publishFromEnvironment } from "../../src/server/publish/release-build.server";
import { startFailureLine, startupLines } from "./startup-lines";

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));
const root = fileURLToPath(new URL("../../build/client", import.meta.url));

async function main() {
  const dbUrl = enquiriesDbUrl();
  const destinations = configuredDestinations();
  const perMinute = Number(process.env.ENQUIRY_RATE_LIMIT_PER_MINUTE ?? 10);
  const publish = publishFromEnvironment(projectRoot);
  const site = await startSite({
    root,
    dbUrl,
    destinations,
    port: Number(process.env.PORT ?? 4173),
    host: process.env.HOST ?? "127.0.0.1",
    enquiriesPerMinute: Number.isFinite(perMinute) && perMinute > 0 ? perMinute : 10,
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    // SANITY_WEBHOOK_SECRET turns on POST /api/publish (docs/publishing.md).
    publish,
  });
  const forwardedTo = destinations.map((destination) => destination.summary ?? destination.name);
  for (const line of startupLines({ url: site.url, dbUrl, destinations: forwardedTo, publishing: Boolean(publish) }))
    console.log(line);
  stopOnSignals(site);
}

main().catch((error: unknown) => {
  console.error(startFailureLine(error));
  process.exit(1);
});
