import { errorFromResponse, networkError, timeoutError, unreadableResponseError } from "./api-error";
import { joinUrl } from "./url";

type HttpMethod = "GET" | "POST" | "PATCH" | "DELETE";

export interface ApiClientOptions {
  /** The API's address, e.g. from `apiBaseUrl()`; a trailing slash is optional. */
  baseUrl: string;
  /** The stored user's token, read on every call so a login or logout takes effect at once. */
  getToken: () => string | null | undefined;
  /** Called on any 401 before the error is thrown (product.md §8: the app sends the user to /login). Should not throw. */
  onUnauthorized: () => void;
  /** How long a call may take, answer body included, before it fails. */
  timeoutMs?: number;
  /** For tests or other runtimes; by default the global `fetch` as it is at call time. */
  fetch?: typeof globalThis.fetch;
}

interface RequestOptions {
  /** Extra request headers, e.g. an `Idempotency-Key` that makes a retried create safe. */
  headers?: Record<string, string>;
}

export interface ApiClient {
  /**
   * Sends `body` (if any) as JSON and resolves with the parsed JSON answer, or `undefined` when the
   * answer is empty (204). Rejects with `ApiError` on any failure.
   */
  request<T>(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

export function createApiClient({
  baseUrl,
  getToken,
  onUnauthorized,
  timeoutMs = 30_000,
  fetch: fetchImpl,
}: ApiClientOptions): ApiClient {
  async function request<T>(method: HttpMethod, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    const headers = new Headers({ ...options.headers, Accept: "application/json" });
    // Only a request with a body says what the body is; a GET has none to describe.
    if (body !== undefined) headers.set("Content-Type", "application/json");
    const token = getToken();
    if (token) headers.set("Authorization", `Bearer ${token}`);
    // Serialised before the request starts, so a body that cannot be sent is a programming error
    // thrown as such, not reported to the user as a network failure.
    const payload = body === undefined ? undefined : JSON.stringify(body);

    // Looked up per call rather than captured once, so a fetch replaced later (test interceptors,
    // polyfills) is the one used.
    const send = fetchImpl ?? globalThis.fetch;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);

    let response: Response;
    let text: string;
    try {
      response = await send(joinUrl(baseUrl, path), {
        method,
        headers,
        body: payload,
        // The API authenticates with the bearer token alone (product.md §7); cookies must never ride along.
        credentials: "omit",
        signal: controller.signal,
      });
      // Read inside the timer's reach: a server can send headers promptly and then stall the body.
      text = await response.text();
    } catch (cause) {
      if (timedOut) throw timeoutError(timeoutMs);
      throw networkError(cause);
    } finally {
      clearTimeout(timer);
    }

    if (!response.ok) {
      const error = errorFromResponse(response.status, response.statusText, text);
      if (response.status === 401) onUnauthorized();
      throw error;
    }
    if (text.trim() === "") return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch (cause) {
      throw unreadableResponseError(response.status, cause);
    }
  }

  return { request };
}
