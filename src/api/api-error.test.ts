import { describe, expect, it } from "vitest";
import { ApiError, errorFromResponse, statusMessage, timeoutError } from "./api-error";

describe("ApiError", () => {
  it("is an Error whose message is its messages joined by line breaks", () => {
    const error = new ApiError(422, ["First problem", "Second problem"]);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("ApiError");
    expect(error.message).toBe("First problem\nSecond problem");
  });
});

describe("errorFromResponse", () => {
  it("takes errors.messages from a JSON body, dropping anything that is not text", () => {
    const error = errorFromResponse(
      422,
      "Unprocessable Content",
      JSON.stringify({ errors: { messages: ["Subject can't be blank", 4, ""] } }),
    );
    expect(error.messages).toEqual(["Subject can't be blank"]);
  });

  it("accepts a single message given as a string", () => {
    expect(errorFromResponse(403, "Forbidden", JSON.stringify({ errors: { messages: "Not allowed" } })).message).toBe(
      "Not allowed",
    );
  });

  it.each([
    ["an empty body", ""],
    ["an HTML page", "<h1>Oops</h1>"],
    ["JSON without errors", "{}"],
    ["an empty messages list", JSON.stringify({ errors: { messages: [] } })],
    ["JSON null", "null"],
  ])("falls back to the status line for %s", (_what, body) => {
    expect(errorFromResponse(500, "Internal Server Error", body).message).toBe("The server answered 500 Internal Server Error.");
  });
});

describe("statusMessage", () => {
  it("prefers the server's own reason phrase", () => {
    expect(statusMessage(502, "Proxy Error")).toBe("The server answered 502 Proxy Error.");
  });

  it("fills in a common reason phrase, and gives the bare code for an unusual one", () => {
    expect(statusMessage(404)).toBe("The server answered 404 Not Found.");
    expect(statusMessage(599, "")).toBe("The server answered 599.");
  });
});

describe("timeoutError", () => {
  it.each([
    [30_000, "The server took too long to answer (after 30 seconds)."],
    [1_000, "The server took too long to answer (after 1 second)."],
    [2_500, "The server took too long to answer (after 2.5 seconds)."],
  ])("after %i ms says %s", (ms, message) => {
    const error = timeoutError(ms);
    expect(error.status).toBe(0);
    expect(error.message).toBe(message);
  });
});
