/**
 * The webhook that turns "Publish" in the studio into a new site: the site is prerendered at build
 * time, so a content change reaches visitors only when it is rebuilt, by the hosting provider (a
 * build hook) or by the site's own server (its publish route, which checks the call's signature).
 */
import { documentTypes } from "../../schemas";

/** Every type the site renders; asset uploads and other system documents are left out. */
const REBUILD_FILTER = `_type in [${documentTypes.map((type) => JSON.stringify(type.name)).join(", ")}]`;

/** The body of Sanity's "create webhook" request (a GROQ-powered document webhook). */
export interface DocumentWebhook {
  type: "document";
  name: string;
  description: string;
  url: string;
  dataset: string;
  httpMethod: "POST";
  apiVersion: string;
  includeDrafts: boolean;
  headers: Record<string, string>;
  /** Sanity signs each call with it (the sanity-webhook-signature header). */
  secret?: string;
  rule: { on: ("create" | "update" | "delete")[]; filter: string; projection: string };
}

export function rebuildWebhook({
  dataset,
  buildHookUrl,
  secret,
}: {
  dataset: string;
  buildHookUrl: string;
  secret?: string;
}): DocumentWebhook {
  return {
    type: "document",
    name: "Rebuild the site on publish",
    description: secret
      ? "Created by `npm run webhook:create`: calls the site's publish route, signed, so published changes go live."
      : "Created by `npm run webhook:create`: calls the hosting provider's build hook so published changes go live.",
    url: buildHookUrl,
    dataset,
    httpMethod: "POST",
    apiVersion: "v2021-03-25",
    // Drafts are not on the site; only publishing (a change to the published document) rebuilds.
    includeDrafts: false,
    headers: {},
    // Deleting or unpublishing removes a page, so it rebuilds too.
    rule: { on: ["create", "update", "delete"], filter: REBUILD_FILTER, projection: "{_id, _type}" },
    ...(secret ? { secret } : {}),
  };
}
