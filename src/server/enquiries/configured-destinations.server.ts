/** Which destinations the outbox forwards to, from the environment, and what is said about the ones no longer configured. */
import { emailSettingsFromEnvironment } from "./email-settings.server";
import type { EnquiryDestination } from "./enquiry-destination.server";
import { emailDestination } from "./enquiry-email.server";
import type { EnquiryStore } from "./store/enquiry-store.server";
import { formServiceDestination } from "./form-service-destination.server";
import { leadsDestination } from "./leads-destination.server";

/**
 * The destinations configured in the environment (none by default: enquiries are then only
 * stored). Throws, naming the settings, when the email settings are incomplete or malformed.
 */
export function configuredDestinations(env: NodeJS.ProcessEnv = process.env): EnquiryDestination[] {
  const destinations: EnquiryDestination[] = [];
  const leadsUrl = env.LEADS_API_URL || env.VITE_API_URL;
  if (leadsUrl) destinations.push(leadsDestination({ baseUrl: leadsUrl, token: env.LEADS_API_TOKEN }));
  if (env.ENQUIRY_FORWARD_URL) destinations.push(formServiceDestination({ url: env.ENQUIRY_FORWARD_URL }));
  const email = emailSettingsFromEnvironment(env);
  if (email) destinations.push(emailDestination(email));
  return destinations;
}

/** Deliveries for a destination that is no longer configured wait, untouched, until it is again. */
export async function warnAboutUnconfigured(
  store: EnquiryStore,
  destinations: readonly EnquiryDestination[],
  log: Pick<Console, "warn">,
) {
  const configured = new Set(destinations.map((destination) => destination.name));
  try {
    for (const name of await store.destinationsWaiting())
      if (!configured.has(name))
        log.warn(`Enquiries wait to be delivered to "${name}", which is not configured now; they are sent once it is again.`);
  } catch (error) {
    log.warn(`The enquiry outbox could not be read: ${(error as Error).message}`);
  }
}
