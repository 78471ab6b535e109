import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { EnquiryRejectedError, submitEnquiry } from "./submit-enquiry";

const ENDPOINT = "https://forms.example.test/slow";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const submission = {
  enquiry: { name: "Ann", email: "ann@example.co.uk", phone: "", message: "Twenty links, please." },
  honeypot: "",
  fillMs: 9_000,
  page: "/get-in-touch",
};

describe("submitEnquiry", () => {
  it("stops waiting after its time-out and says so, so the visitor can retry", async () => {
    server.use(http.post(ENDPOINT, async () => (await delay("infinite"), HttpResponse.json({}))));
    await expect(submitEnquiry(submission, { endpoint: ENDPOINT, timeoutMs: 100 })).rejects.toThrow(
      "Sending took longer than 0.1 seconds, so we stopped waiting. Please try again.",
    );
  });

  it("passes on the service's own words, field messages included", async () => {
    server.use(
      http.post(ENDPOINT, () =>
        HttpResponse.json({ message: "Check the email.", errors: { email: "Bounced." } }, { status: 400 }),
      ),
    );
    const error = await submitEnquiry(submission, { endpoint: ENDPOINT }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EnquiryRejectedError);
    expect(error).toMatchObject({ message: "Check the email.", fieldErrors: { email: "Bounced." } });
  });

  it("tells a visitor who sent too many when to try again", async () => {
    server.use(
      http.post(ENDPOINT, () =>
        HttpResponse.json(
          { message: "Too many enquiries from this connection." },
          { status: 429, headers: { "Retry-After": "120" } },
        ),
      ),
    );
    await expect(submitEnquiry(submission, { endpoint: ENDPOINT })).rejects.toThrow(
      "Too many enquiries from this connection. Please try again in 2 minutes.",
    );
  });
});
