/**
 * What a failed back-end API call throws (HTTP error, network failure, time-out), so screens can show
 * `message` (or each of `messages`) without knowing how the failure happened.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** The HTTP status, or 0 when no usable answer arrived (network failure, timeout). */
  readonly status: number;
  /** What to tell the user, one line each; `message` is these joined by line breaks (product.md §8). */
  readonly messages: string[];

  constructor(status: number, messages: string[], options?: { cause?: unknown }) {
    super(messages.join("\n"), options);
    this.status = status;
    this.messages = messages;
  }
}

// HTTP/2 responses carry no reason phrase (statusText is ""), so the common ones are filled in here
// to keep messages the same whichever protocol the API is served over.
const REASON_PHRASES: Readonly<Record<number, string>> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  408: "Request Timeout",
  409: "Conflict",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** "The server answered 502 Bad Gateway.": used when the answer carries no messages of its own. */
export function statusMessage(status: number, statusText = ""): string {
  const reason = statusText.trim() || REASON_PHRASES[status];
  return `The server answered ${status}${reason ? ` ${reason}` : ""}.`;
}

/** The `errors.messages` of an error body (product.md §8); a lone string counts as one message. */
function messagesFromBody(body: unknown): string[] {
  if (typeof body !== "object" || body === null || !("errors" in body)) return [];
  const errors = body.errors;
  if (typeof errors !== "object" || errors === null || !("messages" in errors)) return [];
  const messages = errors.messages;
  const list = Array.isArray(messages) ? messages : [messages];
  return list.filter((message): message is string => typeof message === "string" && message.trim() !== "");
}

/**
 * The error for a failed HTTP answer, given its body as text. The API's own messages win; a body that
 * is not JSON (a proxy's HTML error page, say) or has no messages falls back to the status line.
 */
export function errorFromResponse(status: number, statusText: string, bodyText: string): ApiError {
  let body: unknown = null;
  try {
    body = bodyText ? JSON.parse(bodyText) : null;
  } catch {
    // Not JSON: nothing the user should read; the status line says enough.
  }
  const messages = messagesFromBody(body);
  return new ApiError(status, messages.length ? messages : [statusMessage(status, statusText)]);
}

/** A successful status whose body is not JSON: usually a wrong base address answered by a web page. */
export function unreadableResponseError(status: number, cause?: unknown): ApiError {
  return new ApiError(status, ["The server sent an answer we could not read. Please try again later."], { cause });
}

export function networkError(cause?: unknown): ApiError {
  return new ApiError(0, ["We could not reach the server. Check your connection and try again."], { cause });
}

export function timeoutError(timeoutMs: number): ApiError {
  const seconds = timeoutMs / 1000;
  const unit = seconds === 1 ? "second" : "seconds";
  // Formatted here, not with a formatter built on import: a page's first Intl use is a long task.
  return new ApiError(0, [
    `The server took too long to answer (after ${seconds.toLocaleString("en-GB", { maximumFractionDigits: 2 })} ${unit}).`,
  ]);
}
