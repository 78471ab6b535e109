import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { createApiClient, type ApiClientOptions } from "./http-client";

const BASE = "https://api.test.example/v1";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseUrl: BASE, getToken: () => "secret-token", onUnauthorized: vi.fn(), ...overrides });
}

/** Answers `path` with `reply` and keeps the request it was sent, to check what went over the wire. */
function capture(method: "get" | "post" | "patch" | "delete", path: string, reply: () => Response | Promise<Response>) {
  const seen: Request[] = [];
  server.use(
    http[method](`${BASE}${path}`, ({ request }) => {
      seen.push(request.clone());
      return reply();
    }),
  );
  return seen;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error("expected the request to fail");
    },
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("createApiClient: what it sends", () => {
  it("sends the stored user's token as a bearer token", async () => {
    const seen = capture("get", "/leads", () => HttpResponse.json([]));
    await client({ getToken: () => "abc.123" }).request("GET", "/leads");
    expect(seen[0]?.headers.get("Authorization")).toBe("Bearer abc.123");
  });

  it.each([null, undefined, ""])("sends no Authorization header when the token is %j", async (token) => {
    const seen = capture("get", "/leads", () => HttpResponse.json([]));
    await client({ getToken: () => token }).request("GET", "/leads");
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.has("Authorization")).toBe(false);
  });

  it("reads the token on every call, so a new login takes effect without a new client", async () => {
    const seen = capture("get", "/leads", () => HttpResponse.json([]));
    let token = "first";
    const api = client({ getToken: () => token });
    await api.request("GET", "/leads");
    token = "second";
    await api.request("GET", "/leads");
    expect(seen.map((request) => request.headers.get("Authorization"))).toEqual(["Bearer first", "Bearer second"]);
  });

  it("never sends cookies: credentials are omitted", async () => {
    const seen = capture("get", "/leads", () => HttpResponse.json([]));
    await client().request("GET", "/leads");
    expect(seen[0]?.credentials).toBe("omit");
    expect(seen[0]?.headers.has("Cookie")).toBe(false);
  });

  it("sends a body as JSON with its content type, and asks for JSON back", async () => {
    const seen = capture("post", "/leads/", () => HttpResponse.json({ id: 1 }));
    await client().request("POST", "/leads/", { company_name: "Acme Ltd", notes: [] });
    const request = seen[0]!;
    expect(request.headers.get("Content-Type")).toBe("application/json");
    expect(request.headers.get("Accept")).toBe("application/json");
    expect(await request.json()).toEqual({ company_name: "Acme Ltd", notes: [] });
  });

  it("sends no body and no content type when there is nothing to send", async () => {
    const seen = capture("get", "/leads", () => HttpResponse.json([]));
    await client().request("GET", "/leads");
    expect(seen[0]?.headers.get("Accept")).toBe("application/json");
    expect(seen[0]?.headers.has("Content-Type")).toBe(false);
    expect(await seen[0]?.text()).toBe("");
  });

  it.each([
    ["https://api.test.example/v1/", "/orders/7"],
    ["https://api.test.example/v1", "orders/7"],
    ["https://api.test.example/v1//", "//orders/7"],
  ])("joins base %s and path %s with a single slash", async (baseUrl, path) => {
    const seen = capture("get", "/orders/7", () => HttpResponse.json({}));
    await client({ baseUrl }).request("GET", path);
    expect(seen[0]?.url).toBe("https://api.test.example/v1/orders/7");
  });

  it("keeps a path's trailing slash (POST /leads/ is not POST /leads)", async () => {
    const seen = capture("post", "/leads/", () => HttpResponse.json({}));
    await client({ baseUrl: `${BASE}/` }).request("POST", "/leads/", {});
    expect(seen[0]?.url).toBe(`${BASE}/leads/`);
  });

  it("uses an injected fetch when given one", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ id: 3 }));
    const answer = await client({ fetch }).request("GET", "/orders/3");
    expect(answer).toEqual({ id: 3 });
    expect(fetch).toHaveBeenCalledWith(`${BASE}/orders/3`, expect.objectContaining({ method: "GET", credentials: "omit" }));
  });
});

describe("createApiClient: what it returns", () => {
  it("resolves with the parsed JSON", async () => {
    capture("get", "/orders", () => HttpResponse.json([{ id: 1, status: "paid" }]));
    await expect(client().request("GET", "/orders")).resolves.toEqual([{ id: 1, status: "paid" }]);
  });

  it("resolves with undefined for 204 No Content", async () => {
    capture("delete", "/tickets/9", () => new HttpResponse(null, { status: 204 }));
    await expect(client().request("DELETE", "/tickets/9")).resolves.toBeUndefined();
  });

  it("resolves with undefined for an empty 200", async () => {
    capture("delete", "/tickets/9", () => new HttpResponse("", { status: 200 }));
    await expect(client().request("DELETE", "/tickets/9")).resolves.toBeUndefined();
  });

  it("fails readably when a success carries something other than JSON (a web page at the wrong address)", async () => {
    capture("get", "/orders", () => HttpResponse.html("<!doctype html><title>Outreach Lab</title>"));
    const error = await rejection(client().request("GET", "/orders"));
    expect(error.status).toBe(200);
    expect(error.message).toBe("The server sent an answer we could not read. Please try again later.");
  });
});

describe("createApiClient: failures", () => {
  it("on 401 calls onUnauthorized, then rejects with an ApiError of status 401", async () => {
    capture("get", "/tickets", () => HttpResponse.json({ errors: { messages: ["Your session has expired."] } }, { status: 401 }));
    const events: string[] = [];
    const onUnauthorized = vi.fn(() => events.push("unauthorised"));
    const error = await rejection(
      client({ onUnauthorized })
        .request("GET", "/tickets")
        .finally(() => events.push("rejected")),
    );
    expect(events).toEqual(["unauthorised", "rejected"]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(error.status).toBe(401);
    expect(error.message).toBe("Your session has expired.");
  });

  it.each([403, 404, 422, 500])("does not call onUnauthorized for %i", async (status) => {
    capture("get", "/tickets", () => HttpResponse.json({}, { status }));
    const onUnauthorized = vi.fn();
    const error = await rejection(client({ onUnauthorized }).request("GET", "/tickets"));
    expect(error.status).toBe(status);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("makes the message the API's errors.messages joined by line breaks", async () => {
    const messages = ["Email has already been taken", "Postcode is invalid"];
    capture("post", "/clients/", () => HttpResponse.json({ errors: { messages } }, { status: 422 }));
    const error = await rejection(client().request("POST", "/clients/", { email: "a@example.com" }));
    expect(error.status).toBe(422);
    expect(error.messages).toEqual(messages);
    expect(error.message).toBe("Email has already been taken\nPostcode is invalid");
  });

  it("names the status when the error body is not JSON", async () => {
    capture("get", "/orders", () => HttpResponse.html("<html><body>Bad gateway</body></html>", { status: 502 }));
    const error = await rejection(client().request("GET", "/orders"));
    expect(error.status).toBe(502);
    expect(error.message).toBe("The server answered 502 Bad Gateway.");
  });

  it("names the status when a JSON error body has no messages", async () => {
    capture("get", "/orders", () => HttpResponse.json({ error: "boom" }, { status: 500 }));
    const error = await rejection(client().request("GET", "/orders"));
    expect(error.message).toBe("The server answered 500 Internal Server Error.");
  });

  it("fills in the reason phrase HTTP/2 leaves out", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response("upstream down", { status: 503, statusText: "" }));
    const error = await rejection(client({ fetch }).request("GET", "/orders"));
    expect(error.message).toBe("The server answered 503 Service Unavailable.");
  });

  it("reports a network failure with status 0", async () => {
    capture("get", "/orders", () => HttpResponse.error());
    const onUnauthorized = vi.fn();
    const error = await rejection(client({ onUnauthorized }).request("GET", "/orders"));
    expect(error.status).toBe(0);
    expect(error.message).toBe("We could not reach the server. Check your connection and try again.");
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("gives up after timeoutMs and says so", async () => {
    capture("get", "/orders", async () => {
      await delay(2_000);
      return HttpResponse.json([]);
    });
    const started = Date.now();
    const error = await rejection(client({ timeoutMs: 50 }).request("GET", "/orders"));
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(error.status).toBe(0);
    expect(error.message).toBe("The server took too long to answer (after 0.05 seconds).");
  });
});
