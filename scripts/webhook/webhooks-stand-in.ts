/**
 * Test helper: an msw stand-in for Sanity's webhooks API (list, create, update), keeping the project's
 * webhooks in memory. Like the real API it wants a bearer token and answers 403 to a token
 * without the right to manage webhooks.
 */
import { http, HttpResponse } from "msw";
import type { DocumentWebhook } from "./rebuild-webhook";
import { WEBHOOKS_API } from "./webhooks-api";

export const PROJECT = "test-project";
export const TOKEN = "manage-token";
export const READ_ONLY_TOKEN = "viewer-token";

export interface StoredWebhook extends Omit<Partial<DocumentWebhook>, "type"> {
  id: string;
  name: string;
  type: string;
  url: string;
  dataset: string;
}

export function createWebhooksStandIn(initial: StoredWebhook[] = []) {
  const webhooks = [...initial];
  const requests: string[] = [];
  const refuse = (request: Request) => {
    const auth = request.headers.get("authorization");
    if (auth === `Bearer ${READ_ONLY_TOKEN}`)
      return HttpResponse.json({ statusCode: 403, error: "Forbidden", message: "Insufficient permissions" }, { status: 403 });
    if (auth !== `Bearer ${TOKEN}`)
      return HttpResponse.json({ statusCode: 401, error: "Unauthorized", message: "Unauthorized" }, { status: 401 });
    return undefined;
  };
  const handlers = [
    http.get(`${WEBHOOKS_API}/${PROJECT}`, ({ request }) => {
      requests.push("GET");
      return refuse(request) ?? HttpResponse.json(webhooks);
    }),
    http.post(`${WEBHOOKS_API}/${PROJECT}`, async ({ request }) => {
      requests.push("POST");
      const refused = refuse(request);
      if (refused) return refused;
      const body = (await request.json()) as DocumentWebhook;
      if (body.type !== "document" || !body.name || !body.url || !body.dataset || !body.rule?.on?.length) {
        return HttpResponse.json({ statusCode: 400, error: "Bad Request", message: "Invalid webhook" }, { status: 400 });
      }
      const stored = { ...body, id: `hook${webhooks.length + 1}` };
      webhooks.push(stored);
      return HttpResponse.json(stored);
    }),
    http.patch(`${WEBHOOKS_API}/${PROJECT}/:id`, async ({ request, params }) => {
      requests.push("PATCH");
      const refused = refuse(request);
      if (refused) return refused;
      const index = webhooks.findIndex((webhook) => webhook.id === params.id);
      if (index < 0)
        return HttpResponse.json({ statusCode: 404, error: "Not Found", message: "Hook not found" }, { status: 404 });
      webhooks[index] = { ...webhooks[index]!, ...((await request.json()) as Partial<StoredWebhook>) };
      return HttpResponse.json(webhooks[index]);
    }),
  ];
  return { webhooks, requests, handlers };
}
