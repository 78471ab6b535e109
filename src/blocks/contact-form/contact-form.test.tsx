/** @vitest-environment jsdom */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../test/render";
import { ContactFormBlock } from "./contact-form";
import { contactFormFixture } from "./contact-form.fixture";

const ENDPOINT = "https://forms.example.test/f/enquiry";
const received: unknown[] = [];
const server = setupServer(
  http.post(ENDPOINT, async ({ request }) => {
    received.push(await request.json());
    return HttpResponse.json({ ok: true });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  received.length = 0;
  vi.unstubAllEnvs();
});
afterAll(() => server.close());

async function fillIn() {
  await userEvent.type(screen.getByLabelText(/^Name/), "Priya Shah");
  await userEvent.type(screen.getByLabelText(/^Email/), "priya@example.co.uk");
  await userEvent.type(screen.getByLabelText(/^Phone/), "+44 20 7946 0100");
  await userEvent.type(screen.getByLabelText(/^Message/), "We need links for a new shop.");
}

describe("ContactFormBlock", () => {
  it("marks name, email and message as required with browser email and tel checks", () => {
    renderWithRouter(<ContactFormBlock block={contactFormFixture} />);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).type).toBe("email");
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).required).toBe(false);
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).type).toBe("tel");
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).required).toBe(true);
  });

  it("posts name, email, phone and message, then goes to /thank-you", async () => {
    vi.stubEnv("VITE_FORM_ENDPOINT", ENDPOINT);
    const { router } = renderWithRouter(<ContactFormBlock block={contactFormFixture} />, { path: "/get-in-touch" });
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/thank-you"));
    expect(received).toEqual([{ name: "Priya Shah", email: "priya@example.co.uk", phone: "+44 20 7946 0100", message: "We need links for a new shop." }]);
  });

  it("keeps the visitor on the page with a clear message when the service fails", async () => {
    vi.stubEnv("VITE_FORM_ENDPOINT", ENDPOINT);
    server.use(http.post(ENDPOINT, () => new HttpResponse("down", { status: 503 })));
    const { router } = renderWithRouter(<ContactFormBlock block={contactFormFixture} />, { path: "/get-in-touch" });
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect((await screen.findByRole("alert")).textContent).toContain("answered 503");
    expect(router.state.location.pathname).toBe("/get-in-touch");
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe("We need links for a new shop.");
  });
});
