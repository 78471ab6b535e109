/**
 * The three calls of Sanity's webhooks API this command needs. Plain fetch: the management API is
 * project-wide (not per dataset), which @sanity/client's data methods do not cover.
 */
import type { DocumentWebhook } from "./rebuild-webhook";

export const WEBHOOKS_API = "https://api.sanity.io/v2021-10-04/hooks/projects";
const TIMEOUT_MS = 30_000;

/** What the list call returns that this command reads (transaction webhooks have no rule). */
export interface ExistingWebhook {
  id: string;
  name: string;
  type: string;
  url: string;
  dataset: string;
  /** The secret it signs with, when the API lists it. */
  secret?: string | null;
}

/** An answer from the API other than success; the message names the status and Sanity's words. */
export class WebhooksApiError extends Error {
  override name = "WebhooksApiError";
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export async function listWebhooks(projectId: string, token: string): Promise<ExistingWebhook[]> {
  return (await call(`${WEBHOOKS_API}/${projectId}`, token, { method: "GET" })) as ExistingWebhook[];
}

export async function createWebhook(projectId: string, token: string, webhook: DocumentWebhook): Promise<ExistingWebhook> {
  return (await call(`${WEBHOOKS_API}/${projectId}`, token, {
    method: "POST",
    body: JSON.stringify(webhook),
  })) as ExistingWebhook;
}

/** Changes only the secret an existing webhook signs its calls with; everything else stays as it is. */
export async function updateWebhookSecret(
  projectId: string,
  token: string,
  id: string,
  secret: string,
): Promise<ExistingWebhook> {
  return (await call(`${WEBHOOKS_API}/${projectId}/${encodeURIComponent(id)}`, token, {
    method: "PATCH",
    body: JSON.stringify({ secret }),
  })) as ExistingWebhook;
}

async function call(url: string, token: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new WebhooksApiError(`Could not reach ${url}: ${(error as Error).message}`);
  }
  const text = await response.text();
  if (!response.ok) {
    throw new WebhooksApiError(
      `${init.method} ${url} failed with HTTP ${response.status}: ${describeError(text)}`,
      response.status,
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new WebhooksApiError(`${init.method} ${url} answered with something other than JSON.`, response.status);
  }
}

function describeError(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: string; error?: string | { description?: string } };
    const error = typeof parsed.error === "object" ? parsed.error.description : parsed.error;
    return parsed.message || error || body;
  } catch {
    return body.slice(0, 200) || "no details";
  }
}
