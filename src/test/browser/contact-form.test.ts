import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchChromium, newPage } from "./chromium";
import { TEST_FORM_ENDPOINT } from "./test-build";

/**
 * The contact form on the built site, posting to the form service the test build is configured with
 * (`npm run build:test`). The test plays that service, answering as it is told.
 */
let browser: Browser;
let close: () => Promise<void>;
beforeAll(async () => ({ browser, close } = await launchChromium()));
afterAll(async () => close?.());

/** The form's minimum fill time (enquiry-rules.ts) plus a margin: a person takes at least this long. */
const HUMAN_PAUSE_MS = 2_800;

const ENQUIRY = {
  name: "Priya Shah",
  email: "priya@shop.example",
  phone: "+44 20 7946 0958",
  message: "We would like twenty placements on UK lifestyle blogs.",
};

interface FormService {
  posts: unknown[];
  answer: (status: number) => void;
}

/** Stands in for the form-collection service: records each post and answers with the current status (CORS as a real one would). */
async function playFormService(context: BrowserContext): Promise<FormService> {
  const service: FormService = { posts: [], answer: (status) => (current = status) };
  let current = 200;
  const cors = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Headers": "Content-Type, Accept",
    "Access-Control-Allow-Methods": "POST",
  };
  await context.route(TEST_FORM_ENDPOINT, (route: Route) => {
    const request = route.request();
    if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
    service.posts.push(request.postDataJSON());
    return route.fulfill({
      status: current,
      headers: cors,
      contentType: "application/json",
      body: JSON.stringify(current < 400 ? { ok: true } : { error: "unavailable" }),
    });
  });
  return service;
}

const form = (page: Page) => page.locator("form").filter({ has: page.getByLabel("Message") });

async function openForm(page: Page) {
  await page.goto(`${baseUrl()}/get-in-touch`, { waitUntil: "networkidle" });
  await form(page).waitFor();
}

const LABELS = { name: "Name", email: "Email", phone: "Phone", message: "Message" } as const;

async function fillIn(page: Page, values: Partial<typeof ENQUIRY>) {
  for (const [field, value] of Object.entries(values))
    await form(page)
      .getByLabel(LABELS[field as keyof typeof LABELS])
      .fill(value);
}

const fieldValues = (page: Page) => Promise.all(Object.values(LABELS).map((label) => form(page).getByLabel(label).inputValue()));

describe("the contact form on the built site", () => {
  it("names each missing or malformed field and sends nothing", async () => {
    const context = await browser.newContext();
    const service = await playFormService(context);
    const { page } = await newPage(context);
    await openForm(page);
    await fillIn(page, { email: "priya@", message: "Hi" });
    await form(page).getByRole("button", { name: "Send message" }).click();
    expect(await form(page).locator(".field__error").allTextContents()).toEqual([
      "Please tell us your name.",
      "That email address does not look right: please check it.",
      "Please write at least 10 characters so we can help.",
    ]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    expect(await form(page).getByLabel("Name").getAttribute("aria-invalid")).toBe("true");
    expect(service.posts).toEqual([]);
    await context.close();
  });

  it("posts name, email, phone and message to the form service, then shows /thank-you", async () => {
    const context = await browser.newContext();
    const service = await playFormService(context);
    const { page, errors } = await newPage(context);
    await openForm(page);
    await fillIn(page, ENQUIRY);
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await form(page).getByRole("button", { name: "Send message" }).click();
    await page.waitForURL(`${baseUrl()}/thank-you`);
    expect(service.posts).toEqual([ENQUIRY]);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Thank you");
    // Sent, so the draft is gone: the next visit starts with an empty form.
    await openForm(page);
    expect(await fieldValues(page)).toEqual(["", "", "", ""]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a failing service's error, keeps the draft (across a reload too), and sends it on retry", async () => {
    const context = await browser.newContext();
    const service = await playFormService(context);
    service.answer(503);
    const { page } = await newPage(context);
    await openForm(page);
    await fillIn(page, ENQUIRY);
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await form(page).getByRole("button", { name: "Send message" }).click();
    const alert = form(page).getByRole("alert");
    await expect
      .poll(() => alert.textContent())
      .toContain("Your message could not be sent (the service answered 503). Please try again.");
    expect(new URL(page.url()).pathname).toBe("/get-in-touch");
    expect(await fieldValues(page)).toEqual([ENQUIRY.name, ENQUIRY.email, ENQUIRY.phone, ENQUIRY.message]);

    await page.reload({ waitUntil: "networkidle" });
    await expect.poll(() => fieldValues(page)).toEqual([ENQUIRY.name, ENQUIRY.email, ENQUIRY.phone, ENQUIRY.message]);

    service.answer(200);
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await form(page).getByRole("button", { name: "Send message" }).click();
    await page.waitForURL(`${baseUrl()}/thank-you`);
    expect(service.posts).toEqual([ENQUIRY, ENQUIRY]);
    await context.close();
  });

  it("thanks a bot that fills the hidden honeypot field, and sends nothing", async () => {
    const context = await browser.newContext();
    const service = await playFormService(context);
    const { page } = await newPage(context);
    await openForm(page);
    await fillIn(page, ENQUIRY);
    // Hidden from people (off-screen, aria-hidden); only software fills it in.
    await form(page).locator('input[name="company_website"]').fill("https://spam.example", { force: true });
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await form(page).getByRole("button", { name: "Send message" }).click();
    await page.waitForURL(`${baseUrl()}/thank-you`);
    expect(service.posts).toEqual([]);
    await context.close();
  });
});
