/** @vitest-environment jsdom */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FILL_TIME_FIELD } from "../../lib/enquiries/enquiry-fields";
import { STORAGE_KEYS } from "../../lib/page-start/storage-keys";
import { prerenderBlock, startPrerenderedBlock, startScriptOf } from "../../test/prerendered-block";
import { contactFormFixture } from "./contact-form.fixture";

const ENDPOINT = "https://forms.example.test/f/enquiry";
const received: Record<string, unknown>[] = [];
const server = setupServer(
  http.post(ENDPOINT, async ({ request }) => {
    received.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ ok: true });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  vi.stubEnv("VITE_FORM_ENDPOINT", ENDPOINT);
  localStorage.clear();
});
afterEach(() => {
  server.resetHandlers();
  received.length = 0;
  document.body.replaceChildren();
});
afterAll(() => server.close());

/** The page the form is on, as the script sees it: jsdom cannot navigate, so going to a page is noted. */
function pageAt(pathname: string, openForMs = 30_000) {
  const assign = vi.fn<(url: string) => void>();
  const win = { location: { pathname, assign }, performance: { now: () => openForMs } } as unknown as Window;
  return { win, assign };
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const send = () => userEvent.click(screen.getByRole("button", { name: /Send message|Try again/ }));

async function fillIn(message = "We need links for a new shop.") {
  await userEvent.type(field(/^Name/), "Priya Shah");
  await userEvent.type(field(/^Email/), "priya@example.co.uk");
  await userEvent.type(field(/^Message/), message);
}

describe("the contact form's plain script on a public page", () => {
  it("sends the enquiry in the background with the page and fill time, forgets the draft and goes to /thank-you", async () => {
    const { win, assign } = pageAt("/get-in-touch");
    await startPrerenderedBlock(contactFormFixture, { path: "/get-in-touch", win });
    await fillIn();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.enquiryDraft)!)).toMatchObject({ name: "Priya Shah" });
    await send();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/thank-you"));
    expect(received).toEqual([
      expect.objectContaining({
        name: "Priya Shah",
        email: "priya@example.co.uk",
        page: "/get-in-touch",
        [FILL_TIME_FIELD]: 30_000,
      }),
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.enquiryDraft)).toBeNull();
  });

  it("names each missing field under it, focuses the first, and sends nothing", async () => {
    const { win } = pageAt("/get-in-touch");
    await startPrerenderedBlock(contactFormFixture, { path: "/get-in-touch", win });
    await userEvent.type(field(/^Email/), "not-an-address");
    await send();
    expect(field(/^Name/).getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(field(/^Name/).getAttribute("aria-describedby")!)!.textContent).toBe(
      "Please tell us your name.",
    );
    expect(document.getElementById(`${field(/^Email/).id}-error`)!.textContent).toMatch(/does not look right/);
    expect(document.activeElement).toBe(field(/^Name/));
    expect(received).toEqual([]);
    await userEvent.type(field(/^Name/), "Priya");
    await userEvent.clear(field(/^Email/));
    await userEvent.type(field(/^Email/), "priya@example.co.uk");
    await userEvent.type(field(/^Message/), "Twenty placements, please.");
    await send();
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(field(/^Name/).hasAttribute("aria-invalid")).toBe(false);
  });

  it("says what went wrong above the button with the agency's address, offers to try again, and keeps the draft", async () => {
    server.use(http.post(ENDPOINT, () => HttpResponse.json({ message: "Our inbox is full" }, { status: 500 })));
    const { win, assign } = pageAt("/get-in-touch");
    await startPrerenderedBlock(contactFormFixture, { path: "/get-in-touch", win });
    await fillIn();
    await send();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/the service said: Our inbox is full/);
    expect(screen.getByRole("link", { name: "hello@outreachlab.co.uk" }).getAttribute("href")).toBe(
      "mailto:hello@outreachlab.co.uk",
    );
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(field(/^Message/).value).toBe("We need links for a new shop.");
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.enquiryDraft)!)).toMatchObject({ name: "Priya Shah" });
    expect(assign).not.toHaveBeenCalled();
  });

  it("restores a stored draft, keeping what was typed before the script ran over it", async () => {
    localStorage.setItem(
      STORAGE_KEYS.enquiryDraft,
      JSON.stringify({ name: "Old Name", email: "old@example.co.uk", message: "Old" }),
    );
    const wrapper = await prerenderBlock(contactFormFixture, { path: "/get-in-touch" });
    // Typed into the prerendered form before the script arrived.
    field(/^Name/).value = "Typed Early";
    await startScriptOf(wrapper, pageAt("/get-in-touch").win);
    expect(field(/^Name/).value).toBe("Typed Early");
    expect(field(/^Email/).value).toBe("old@example.co.uk");
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.enquiryDraft)!)).toMatchObject({ name: "Typed Early" });
  });

  it("warns about a message over the limit as it is typed, and cuts nothing", async () => {
    const { win } = pageAt("/get-in-touch");
    await startPrerenderedBlock(contactFormFixture, { path: "/get-in-touch", win });
    const long = "a".repeat(5001);
    await userEvent.click(field(/^Message/));
    await userEvent.paste(long);
    expect(screen.getByText(/Your message is 5,001 characters; the limit is 5,000/)).toBeTruthy();
    expect(field(/^Message/).value).toHaveLength(5001);
  });
});
