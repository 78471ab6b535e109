/** @vitest-environment jsdom */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../test/render";
import { ContactFormBlock } from "./contact-form";
import { contactFormFixture } from "./contact-form.fixture";
import { MINIMUM_FILL_MS } from "../../lib/enquiries/enquiry-rules";

const ENDPOINT = "https://forms.example.test/f/enquiry";
const received: unknown[] = [];
const server = setupServer(
  http.post(ENDPOINT, async ({ request }) => {
    received.push(await request.json());
    return HttpResponse.json({ ok: true });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  vi.stubEnv("VITE_FORM_ENDPOINT", ENDPOINT);
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
});
afterEach(() => {
  vi.restoreAllMocks();
  server.resetHandlers();
  received.length = 0;
  vi.unstubAllEnvs();
  vi.useRealTimers();
});
afterAll(() => server.close());

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

async function fillIn(overrides: Partial<Record<"name" | "email" | "phone" | "message", string>> = {}) {
  const values = {
    name: "Priya Shah",
    email: "priya@example.co.uk",
    phone: "+44 20 7946 0100",
    message: "We need links for a new shop.",
    ...overrides,
  };
  for (const [label, value] of [
    [/^Name/, values.name],
    [/^Email/, values.email],
    [/^Phone/, values.phone],
    [/^Message/, values.message],
  ] as const) {
    if (value) await userEvent.type(field(label), value);
  }
}

/** The page has been open this long (the navigation's clock, which the form reads at sending). */
const pageOpenFor = (ms: number) => vi.spyOn(performance, "now").mockReturnValue(ms);
/** A person takes longer than the minimum fill time. */
const takeYourTime = () => pageOpenFor(MINIMUM_FILL_MS + 1_000.4);
const send = () => userEvent.click(screen.getByRole("button", { name: /Send message|Try again/ }));
/** A visitor who fills the form in at a person's pace and sends it. */
async function fillInAndSend() {
  await fillIn();
  takeYourTime();
  await send();
}

/** Sends the form as filled in; it must refuse at the `first` field wrong (marked, focused, `problem` shown) and send nothing. */
async function expectRefused(first: RegExp, problem: string) {
  takeYourTime();
  await send();
  expect(field(first).getAttribute("aria-invalid")).toBe("true");
  expect(document.activeElement).toBe(field(first));
  expect(screen.getByText(problem)).toBeTruthy();
  expect(received).toEqual([]);
}

const CREATED = () => HttpResponse.json({ id: "e1" }, { status: 201 });

/**
 * No form service is configured, so the form posts to the site's own enquiry API, where `answer`
 * replies to the nth post (counting from 1). Returns the bodies posted, as they arrive.
 */
function ownApiAnswering(answer: (nth: number) => Response = CREATED) {
  vi.stubEnv("VITE_FORM_ENDPOINT", "");
  const posted: Record<string, unknown>[] = [];
  server.use(
    http.post("*/api/enquiries", async ({ request }) => {
      posted.push((await request.json()) as Record<string, unknown>);
      return answer(posted.length);
    }),
  );
  return posted;
}

/** The form on the contact page, where visitors find it. */
const renderContactPage = () => renderWithRouter(<ContactFormBlock block={contactFormFixture} />, { path: "/get-in-touch" });

describe("ContactFormBlock", () => {
  it("marks name, email and message as required, with email and tel inputs", () => {
    renderWithRouter(<ContactFormBlock block={contactFormFixture} />);
    expect(field(/^Name/).required).toBe(true);
    expect(field(/^Email/).type).toBe("email");
    expect(field(/^Phone/).required).toBe(false);
    expect(field(/^Phone/).type).toBe("tel");
    expect(field(/^Message/).required).toBe(true);
    expect(screen.getByText(/are required/).textContent).toContain("*");
  });

  it("posts name, email, phone and message, goes to /thank-you and forgets the draft", async () => {
    const { router } = renderContactPage();
    await fillInAndSend();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/thank-you"));
    expect(received).toEqual([
      {
        name: "Priya Shah",
        email: "priya@example.co.uk",
        phone: "+44 20 7946 0100",
        message: "We need links for a new shop.",
        company_website: "",
        fill_ms: MINIMUM_FILL_MS + 1_000,
        page: "/get-in-touch",
      },
    ]);
    expect(localStorage.getItem("agency.enquiryDraft")).toBeNull();
  });

  it("explains each problem beside its field and sends nothing", async () => {
    renderContactPage();
    await fillIn({ email: "priya@", message: "Hi", phone: "call me" });
    await expectRefused(/^Email/, "That email address does not look right: please check it.");
    expect(screen.getByText("Please write at least 10 characters so we can help.")).toBeTruthy();
    expect(screen.getByText(/phone number with digits only/)).toBeTruthy();
    expect(field(/^Name/).getAttribute("aria-invalid")).toBeNull();
  });

  // It would show as priya@example.co.uk everywhere, so a reply would go to an address nobody typed.
  it("refuses a zero-width space pasted into the email, saying which character and where, and sends nothing", async () => {
    renderContactPage();
    await fillIn({ email: "pri\u200bya@example.co.uk" });
    await expectRefused(
      /^Email/,
      "Email contains a zero-width space (U+200B) at position 4. Please delete it (it may not show) or retype this field.",
    );
  });

  // Plain ASCII that mail programs would decode, in the agency's inbox, into a right-to-left override and CR LF.
  it("refuses an encoded word in the name, saying what it is and where, keeps it in the field, and sends nothing", async () => {
    renderContactPage();
    const name = "=?utf-8?Q?=E2=80=AEmoc.knab-yruxul=2F=2F=3Asptth_=0D=0AX?=";
    await fillIn({ name });
    await expectRefused(
      /^Name/,
      'Name contains an encoded word (text between "=?" and "?=") at position 1: email programs would show it as different text. Please write it as plain text or retype this field.',
    );
    expect(field(/^Name/).value).toBe(name);
  });

  it("keeps the visitor's words after a failure and after a reload, and retries", async () => {
    server.use(http.post(ENDPOINT, () => new HttpResponse("down", { status: 503 }), { once: true }));
    const first = renderContactPage();
    await fillInAndSend();
    expect((await screen.findByRole("alert")).textContent).toContain("answered 503");
    expect(field(/^Message/).value).toBe("We need links for a new shop.");

    first.unmount(); // the visitor reloads the page
    const { router } = renderContactPage();
    await vi.waitFor(() => expect(field(/^Message/).value).toBe("We need links for a new shop."));
    takeYourTime();
    await send();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/thank-you"));
    expect(received).toHaveLength(1);
  });

  it("posts to the site's own enquiry API when no form service is configured", async () => {
    const own = ownApiAnswering();
    const { router, container } = renderContactPage();
    // Before the app loads, the same form posts natively to the same address.
    expect(container.querySelector("form")?.getAttribute("action")).toBe("/api/enquiries");
    expect(container.querySelector("form")?.getAttribute("method")).toBe("post");
    await fillInAndSend();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/thank-you"));
    expect(own).toHaveLength(1);
  });

  it("sends our API one submission key per enquiry, the same again when the visitor retries after a lost answer", async () => {
    // The first answer never arrives: the connection drops after the server has stored it.
    const posted = ownApiAnswering((nth) => (nth === 1 ? HttpResponse.error() : CREATED()));
    const { router } = renderContactPage();
    await fillInAndSend();
    expect((await screen.findByRole("alert")).textContent).toContain("could not be sent");
    await send();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/thank-you"));
    const keys = posted.map((body) => body.submission_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("sends no submission key to a form service, which would only show it in its e-mails", async () => {
    const { container } = renderContactPage();
    expect(container.querySelector('[name="submission_key"]')).toBeNull();
    await fillInAndSend();
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).not.toHaveProperty("submission_key");
  });

  it("shows the service's field messages beside the fields it refused", async () => {
    server.use(
      http.post(ENDPOINT, () =>
        HttpResponse.json(
          { message: "Some details need a second look.", errors: { email: "That domain does not receive email." } },
          { status: 400 },
        ),
      ),
    );
    renderContactPage();
    await fillInAndSend();
    expect(await screen.findByText("That domain does not receive email.")).toBeTruthy();
    expect(field(/^Email/).getAttribute("aria-invalid")).toBe("true");
    expect((await screen.findByRole("alert")).textContent).toContain("Some details need a second look.");
    expect(field(/^Message/).value).toBe("We need links for a new shop.");
  });

  it("warns about a message over the limit rather than cutting it", async () => {
    renderContactPage();
    field(/^Message/).focus();
    await userEvent.paste("x".repeat(5_001));
    expect(field(/^Message/).value).toHaveLength(5_001);
    expect(screen.getByText(/Your message is 5,001 characters; the limit is 5,000/)).toBeTruthy();
  });

  it("sends a filled-in honeypot on for the server to judge, rather than dropping the enquiry", async () => {
    const { router } = renderContactPage();
    await fillIn();
    await userEvent.type(screen.getByLabelText("Leave this field empty"), "https://spam.example");
    takeYourTime();
    await send();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/thank-you"));
    expect(received).toMatchObject([{ company_website: "https://spam.example" }]);
  });

  // In the first case the code arrived late (as it does when the form comes into view): the page has
  // been open 6 s, and the visitor sends a moment after the form appeared.
  it.each([
    ["times the send from when the page opened, not from when its code arrived", 6_000],
    ["sends a very quick submission with its fill time, for the server to judge", 900],
  ])("%s", async (_title, openForMs) => {
    pageOpenFor(openForMs);
    renderContactPage();
    await fillIn();
    await send();
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received).toMatchObject([{ fill_ms: openForMs }]);
  });

  it("leaves the browser's own checks on in the prerendered form, and takes them over once it runs", () => {
    const prerendered = renderToString(
      <MemoryRouter>
        <ContactFormBlock block={contactFormFixture} />
      </MemoryRouter>,
    );
    expect(prerendered).toContain("<form");
    expect(prerendered.toLowerCase()).not.toContain("novalidate");
    renderWithRouter(<ContactFormBlock block={contactFormFixture} />);
    expect(field(/^Name/).closest("form")?.noValidate).toBe(true);
  });
});
