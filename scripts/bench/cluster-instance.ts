/**
 * One server of the cluster bench (cluster.ts), in its own process so it can be killed: the site's
 * own server on a loopback port, sharing the bench's PostgreSQL store and forwarding to its
 * receiver, behind a pretend load balancer (one trusted proxy hop). Prints its address once it listens.
 */
import { formServiceDestination } from "../../src/server/enquiries/enquiry-forwarder.server";
import { startSite } from "../../src/server/site/start-site.server";
import { stopOnSignals } from "../../src/server/http/stop-on-signal.server";

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: this script is started by the cluster bench.`);
  return value;
};

const site = await startSite({
  root: env("CLUSTER_ROOT"),
  security: { scriptHashes: [] },
  dbUrl: env("CLUSTER_DB_URL"),
  destinations: [formServiceDestination({ url: env("CLUSTER_FORWARD_URL"), timeoutMs: Number(env("CLUSTER_SEND_TIMEOUT_MS")) })],
  enquiriesPerMinute: 10,
  trustProxy: 1,
  log: { level: "error" },
  forwardEveryMs: 1_000,
  forwarding: { leaseMs: Number(env("CLUSTER_LEASE_MS")), claimBatch: Number(env("CLUSTER_CLAIM_BATCH")) },
});
stopOnSignals(site);
process.stdout.write(`LISTENING ${site.url}\n`);
