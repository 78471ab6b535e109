import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { promisify } from "node:util";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { StoredEnquiry } from "../../server/enquiries/store/enquiry-store.server";
import { FILL_TIME_FIELD } from "../../lib/enquiries/enquiry-fields";
import { MINIMUM_FILL_MS } from "../../lib/enquiries/enquiry-rules";
import { STORAGE_KEYS } from "../../lib/page-start/storage-keys";
import { baseUrl, launchChromium, newPage } from "./chromium";
import type { ReceivedEmailSummary } from "./global-setup";
import { projectTool } from "./dev-server";

/**
 * The contact form on the default build (nothing configured), posting to the site's own enquiry
 * API as `npm start` serves it; what arrived is read back with `npm run enquiries`.
 */
let browser: Browser;
let close: () => Promise<void>;
beforeAll(async () => ({ browser, close } = await launchChromium()));
afterAll(async () => close?.());

/** More than the minimum fill time (enquiry-rules.ts): a person takes at least this long. */
const HUMAN_PAUSE_MS = 2_800;

const enquiryFrom = (who: string) => ({
  name: `Priya Shah (${who})`,
  email: `priya.${who}@shop.example`,
  phone: "+44 20 7946 0958",
  message: `We would like twenty placements on UK lifestyle blogs (${who}).`,
});

/** `npm run enquiries -- --json [--spam]` against this run's store, as the agency would read it. */
async function listedEnquiries({ spam = false } = {}): Promise<StoredEnquiry[]> {
  const { stdout } = await promisify(execFile)(
    projectTool("tsx"),
    ["scripts/enquiries/index.ts", "--json", ...(spam ? ["--spam"] : [])],
    {
      env: { ...process.env, ENQUIRIES_DB_URL: inject("enquiriesDbUrl") },
    },
  );
  return JSON.parse(stdout) as StoredEnquiry[];
}

/** The emails the stand-in mail server has taken so far in this run, oldest first. */
const emailsReceived = (): ReceivedEmailSummary[] => {
  const file = inject("emailsFile");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedEmailSummary);
};

const form = (page: Page) => page.locator("form").filter({ has: page.getByLabel("Message") });

/** Opens the page, scrolls to the form and clicks into it, as a visitor would; its code loads at that first touch. */
async function openForm(page: Page, path = "/get-in-touch") {
  await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
  await form(page).scrollIntoViewIfNeeded();
  await form(page).getByLabel("Name").click();
  await page.locator('[data-block-type="contactForm"][data-hydrated="true"]').waitFor({ state: "attached" });
}

const LABELS = { name: "Name", email: "Email", phone: "Phone", message: "Message" } as const;

async function fillIn(page: Page, values: Partial<Record<keyof typeof LABELS, string>>) {
  for (const [field, value] of Object.entries(values))
    await form(page)
      .getByLabel(LABELS[field as keyof typeof LABELS])
      .fill(value);
}

const fieldValues = (page: Page) => Promise.all(Object.values(LABELS).map((label) => form(page).getByLabel(label).inputValue()));

async function sendFrom(context: BrowserContext, path: string, enquiry: ReturnType<typeof enquiryFrom>) {
  const { page, errors } = await newPage(context);
  await openForm(page, path);
  await fillIn(page, enquiry);
  await page.waitForTimeout(HUMAN_PAUSE_MS);
  await form(page).getByRole("button", { name: "Send message" }).click();
  await page.waitForURL(`${baseUrl()}/thank-you`);
  return { page, errors };
}

describe("the contact form on the default build", () => {
  it("names each missing or malformed field and sends nothing", async () => {
    const context = await browser.newContext();
    const { page } = await newPage(context);
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
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
    expect(posts).toEqual([]);
    await context.close();
  });

  it.each(["/get-in-touch", "/white-label"])(
    "sends an enquiry from %s: /thank-you, and it is in `npm run enquiries`",
    async (path) => {
      const context = await browser.newContext();
      const enquiry = enquiryFrom(path.slice(1));
      const { page, errors } = await sendFrom(context, path, enquiry);
      await expect.poll(() => page.locator("h1").textContent()).toBe("Thank you");
      const listed = (await listedEnquiries()).find((record) => record.email === enquiry.email);
      expect(listed).toMatchObject({ ...enquiry, page: path, spamReason: null });
      // Sent, so the draft is gone: the next visit starts with an empty form.
      await openForm(page, path);
      expect(await fieldValues(page)).toEqual(["", "", "", ""]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("emails the enquiry to the agency within a few seconds: the name and page in the subject, Reply-To the visitor", async () => {
    const context = await browser.newContext();
    const enquiry = enquiryFrom("emailed");
    const { errors } = await sendFrom(context, "/white-label", enquiry);
    const sent = Date.now();
    await expect
      .poll(() => emailsReceived().find((email) => email.replyTo?.includes(enquiry.email)), { timeout: 5_000, interval: 100 })
      .toMatchObject({
        recipients: ["sales@agency.test", "ann@agency.test"],
        subject: `Enquiry from ${enquiry.name} on /white-label`,
        replyTo: `"${enquiry.name}" <${enquiry.email}>`,
        text: expect.stringContaining(`Phone:    ${enquiry.phone}\n`),
      });
    const emailed = emailsReceived().filter((email) => email.replyTo?.includes(enquiry.email));
    expect(emailed).toHaveLength(1);
    expect(emailed[0]!.at - sent).toBeLessThan(5_000);
    const { id } = (await listedEnquiries()).find((record) => record.email === enquiry.email)!;
    expect(emailed[0]!.messageId).toBe(`<enquiry-${id}@agency.test>`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends before the app has loaded: the form posts natively and the server answers with /thank-you", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const enquiry = enquiryFrom("no-javascript");
    await page.goto(`${baseUrl()}/get-in-touch`);
    await fillIn(page, enquiry);
    await form(page).getByRole("button", { name: "Send message" }).click();
    await page.waitForURL(`${baseUrl()}/thank-you`);
    // No script to make a submission key: the server made one.
    expect((await listedEnquiries()).find((record) => record.email === enquiry.email)).toMatchObject({
      ...enquiry,
      page: "/get-in-touch",
      submissionKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await context.close();
  });

  it("without JavaScript, a mistake comes back as a page that keeps everything typed", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/get-in-touch`);
    // The browser's own check takes "priya@shop" as an address; the site's rules want a full domain.
    await fillIn(page, { name: "Priya", email: "priya@shop", message: "A message long enough to keep." });
    await form(page).getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => page.locator("h1").textContent()).toBe("Please check your enquiry");
    expect(await page.locator(".field__error").allTextContents()).toEqual([
      "That email address does not look right: please check it.",
    ]);
    expect(await fieldValues(page)).toEqual(["Priya", "priya@shop", "", "A message long enough to keep."]);
    await context.close();
  });

  it("shows the service's own error, keeps the draft (across a reload too), and sends it on retry", async () => {
    const context = await browser.newContext();
    await context.route("**/api/enquiries", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ message: "Enquiries are paused for maintenance." }),
      }),
    );
    const { page } = await newPage(context);
    const enquiry = enquiryFrom("retry");
    await openForm(page);
    await fillIn(page, enquiry);
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await form(page).getByRole("button", { name: "Send message" }).click();
    await expect
      .poll(() => form(page).getByRole("alert").textContent())
      .toContain("Your message could not be sent (the service said: Enquiries are paused for maintenance.). Please try again.");
    expect(new URL(page.url()).pathname).toBe("/get-in-touch");
    await page.reload({ waitUntil: "networkidle" });
    await expect.poll(() => fieldValues(page)).toEqual([enquiry.name, enquiry.email, enquiry.phone, enquiry.message]);

    await context.unroute("**/api/enquiries");
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await form(page).getByRole("button", { name: "Send message" }).click();
    await page.waitForURL(`${baseUrl()}/thank-you`);
    expect((await listedEnquiries()).filter((record) => record.email === enquiry.email)).toHaveLength(1);
    await context.close();
  });

  it("keeps a bot's enquiry (hidden field filled in) flagged as spam instead of dropping it", async () => {
    const context = await browser.newContext();
    const { page } = await newPage(context);
    const enquiry = enquiryFrom("honeypot");
    await openForm(page);
    await fillIn(page, enquiry);
    // Hidden from people (off-screen, aria-hidden); only software (or an over-eager autofill) fills it in.
    await form(page).locator('input[name="company_website"]').fill("https://spam.example", { force: true });
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await form(page).getByRole("button", { name: "Send message" }).click();
    await page.waitForURL(`${baseUrl()}/thank-you`);
    expect((await listedEnquiries()).find((record) => record.email === enquiry.email)).toBeUndefined();
    expect((await listedEnquiries({ spam: true })).find((record) => record.email === enquiry.email)).toMatchObject({
      spamReason: "hidden field filled in",
    });
    await context.close();
  });

  it("recovers from a stored draft of the wrong shape, keeping what is usable", async () => {
    const context = await browser.newContext();
    await context.addInitScript(
      ([key]) => localStorage.setItem(key!, JSON.stringify({ name: 5, email: "kept@shop.example", message: ["x"] })),
      [STORAGE_KEYS.enquiryDraft],
    );
    const { page, errors } = await newPage(context);
    await openForm(page);
    await expect.poll(() => fieldValues(page)).toEqual(["", "kept@shop.example", "", ""]);
    await fillIn(page, { name: "Priya" });
    expect(await form(page).getByLabel("Name").inputValue()).toBe("Priya");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("warns about a pasted message over the limit instead of cutting it", async () => {
    const context = await browser.newContext();
    const { page } = await newPage(context);
    await openForm(page);
    await fillIn(page, { message: "x".repeat(6_000) });
    expect((await form(page).getByLabel("Message").inputValue()).length).toBe(6_000);
    await expect
      .poll(() =>
        form(page)
          .getByText(/Your message is 6,000 characters; the limit is 5,000/)
          .count(),
      )
      .toBe(1);
    await context.close();
  });
});

describe("a person is never taken for a bot, however late the form's code arrives", () => {
  /**
   * Stops holding requests back once the form's code has run, before the visitor sends. While a
   * route intercepts the navigation to /thank-you, Chromium abandons the page's cross-document view
   * transition (decision 0035) and reports "Transition was aborted because of invalid state.
   * ViewTransition opt-in disabled" as an uncaught error on the new page: seen with a route that
   * delays nothing, never without one. A visitor's browser has no interception.
   */
  const stopHolding = (context: BrowserContext) => context.unrouteAll({ behavior: "wait" });

  /** Every script file held back `ms`, as on a slow phone connection. */
  async function slowScripts(ms: number) {
    const context = await browser.newContext();
    await context.route(/\.js(\?.*)?$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue().catch(() => {}); // the page may have gone meanwhile
    });
    return context;
  }

  /** As the agency sees it: listed as a person (no spam reason), forwarded to the form service and emailed. */
  async function expectForwardedPerson(email: string) {
    const listed = (await listedEnquiries()).find((record) => record.email === email);
    expect(listed).toMatchObject({ spamReason: null });
    await expect
      .poll(
        async () =>
          (await listedEnquiries())
            .find((record) => record.email === email)
            ?.deliveries.map((d) => `${d.destination} ${d.status}`)
            .sort(),
        { timeout: 10_000 },
      )
      .toEqual(["email delivered", "form-service delivered"]);
  }

  it("types the whole form while the scripts are 3 s late and sends at once: stored as a person, and forwarded", async () => {
    const context = await slowScripts(3_000);
    const { page, errors } = await newPage(context);
    const enquiry = enquiryFrom("typed-early");
    await page.goto(`${baseUrl()}/get-in-touch`, { waitUntil: "domcontentloaded" });
    // Typed key by key, as a quick typist would, from the moment the page shows.
    for (const [field, value] of Object.entries(enquiry))
      await form(page)
        .getByLabel(LABELS[field as keyof typeof LABELS])
        .pressSequentially(value, { delay: 15 });
    // The code arrives (the draft keeps what was typed) and the visitor sends straight away.
    await formBlock(page).and(page.locator('[data-hydrated="true"]')).waitFor({ state: "attached" });
    await stopHolding(context);
    await form(page).getByRole("button", { name: "Send message" }).click();
    await page.waitForURL(`${baseUrl()}/thank-you`);
    await expectForwardedPerson(enquiry.email);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("waits 4 s, scrolls to the form, lets autofill fill it and sends sooner than the minimum fill time: stored as a person", async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addInitScript(() => localStorage.setItem("agency.cookieConsent", "true"));
    // The form's code is held until autofill has filled it: scrolled into view, the code is asked
    // for at once and could otherwise win the race on a fast loopback, depending on the page's length.
    let autofilled = () => {};
    const filled = new Promise<void>((resolve) => (autofilled = resolve));
    await context.route(/\/assets\/contact-form-[^/]*\.js$/, async (route) => {
      await filled;
      await route.continue();
    });
    const { page, errors } = await newPage(context);
    const enquiry = enquiryFrom("autofilled");
    await page.goto(`${baseUrl()}/services/link-packages`, { waitUntil: "load" });
    await page.waitForTimeout(4_000);
    await form(page).scrollIntoViewIfNeeded();
    const posted = page.waitForRequest(
      (request) => request.method() === "POST" && request.headers()["content-type"] === "application/json",
    );
    // The visitor clicks into the first field and picks autofill's suggestion: it sets every field at
    // once, without keystrokes; the page's clock says when.
    await form(page).getByLabel("Name").click();
    const filledAt = await form(page).evaluate((element: HTMLFormElement, values) => {
      for (const [name, value] of Object.entries(values)) {
        const field = element.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;
        field.value = value;
        field.dispatchEvent(new Event("input", { bubbles: true }));
        field.dispatchEvent(new Event("change", { bubbles: true }));
      }
      return performance.now();
    }, enquiry);
    autofilled();
    // Sent by the form's code, asked for at the click into the form.
    await formBlock(page).and(page.locator('[data-hydrated="true"]')).waitFor({ state: "attached" });
    await stopHolding(context);
    await form(page).locator('button[type="submit"]').click();
    // The scenario's premise, on the page's own clock (the fill time the form posts): sent sooner
    // after the fill than the minimum fill time, so a form that timed the visitor from their first
    // input, or from its own arrival, would have taken them for a bot.
    const sentAt = Number(JSON.parse((await posted).postData() ?? "{}")[FILL_TIME_FIELD]);
    expect(sentAt - filledAt).toBeLessThan(MINIMUM_FILL_MS);
    expect(sentAt).toBeGreaterThanOrEqual(MINIMUM_FILL_MS);
    await page.waitForURL(`${baseUrl()}/thank-you`);
    await expectForwardedPerson(enquiry.email);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("times a plain post made before any script file arrives from the page's start, and stores it as a person", async () => {
    const context = await browser.newContext();
    await context.route(/\.js(\?.*)?$/, (route) => route.abort()); // the app never arrives
    const { page } = await newPage(context);
    const enquiry = enquiryFrom("native-timed");
    const sent: string[] = [];
    page.on("request", (request) => request.method() === "POST" && sent.push(request.postData() ?? ""));
    await page.goto(`${baseUrl()}/get-in-touch`, { waitUntil: "domcontentloaded" });
    await fillIn(page, enquiry);
    await page.waitForTimeout(3_000);
    expect(await hydratedPage(page)).toBe(false);
    await form(page).getByRole("button", { name: "Send message" }).click();
    await page.waitForURL(`${baseUrl()}/thank-you`);
    // The head script wrote how long the page had been open into the form's fill-time field.
    const fillMs = Number(new URLSearchParams(sent[0]).get("fill_ms"));
    expect(fillMs).toBeGreaterThanOrEqual(3_000);
    // And a submission key, stored with the enquiry, so a resend of this post would be stored once.
    const key = new URLSearchParams(sent[0]).get("submission_key");
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect((await listedEnquiries()).find((record) => record.email === enquiry.email)).toMatchObject({ submissionKey: key });
    await expectForwardedPerson(enquiry.email);
    await context.close();
  });

  it("keeps a visitor who presses Send on the empty form before the scripts arrive on the page, with the browser's messages", async () => {
    const context = await slowScripts(5_000);
    const { page } = await newPage(context);
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
    await page.goto(`${baseUrl()}/get-in-touch`, { waitUntil: "domcontentloaded" });
    await form(page).getByRole("button", { name: "Send message" }).click();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe("/get-in-touch");
    expect(await hydratedPage(page)).toBe(false);
    // The browser's own message is on the first required field, which has the focus.
    const name = form(page).getByLabel("Name");
    expect(await name.evaluate((field: HTMLInputElement) => field.validationMessage)).not.toBe("");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    expect(posts).toEqual([]);
    await context.close();
  });
});

const formBlock = (page: Page) => page.locator('[data-block-type="contactForm"]');
const hydratedPage = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

describe("the form's script, loaded at the visitor's first touch of the form", () => {
  const FORM_CHUNK = /\/assets\/contact-form\.script-[^/]*\.js$/;

  /**
   * A phone at the top of a page whose form is well below the first screen, once it has loaded,
   * with every request for the form's code recorded. Cookies are already accepted, so the notice
   * does not cover the form's button.
   */
  async function phoneAtTopOfLinkPackages() {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addInitScript(() => localStorage.setItem("agency.cookieConsent", "true"));
    const { page, errors } = await newPage(context);
    const formChunkRequests: string[] = [];
    page.on("request", (request) => FORM_CHUNK.test(new URL(request.url()).pathname) && formChunkRequests.push(request.url()));
    // Loaded and idle: with nothing on the page to start at load, no script file has been asked for yet.
    await page.goto(`${baseUrl()}/services/link-packages`, { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    return { context, page, errors, formChunkRequests };
  }

  it("is not downloaded by a visitor who only reads, even with the form in view, and arrives at the first click into it", async () => {
    const { context, page, errors, formChunkRequests } = await phoneAtTopOfLinkPackages();
    expect(formChunkRequests).toEqual([]);
    await form(page).scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(formChunkRequests).toEqual([]);
    expect(await formBlock(page).getAttribute("data-hydrated")).toBeNull();

    await form(page).getByLabel("Message").click();
    await expect.poll(() => formBlock(page).getAttribute("data-hydrated")).toBe("true");
    expect(formChunkRequests).toHaveLength(1);
    // The form runs: its own checks answer a send with missing fields, and nothing is posted.
    await form(page).locator('button[type="submit"]').click();
    expect(await form(page).locator(".field__error").count()).toBe(3);
    expect(new URL(page.url()).pathname).toBe("/services/link-packages");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("arrives for a keyboard user who moves into the form before it is in view", async () => {
    const { context, page, errors, formChunkRequests } = await phoneAtTopOfLinkPackages();
    expect(formChunkRequests).toEqual([]);
    // Focus without scrolling: only the focus itself can start the download.
    await form(page)
      .getByLabel("Name")
      .evaluate((field: HTMLInputElement) => field.focus({ preventScroll: true }));
    await expect.poll(() => formBlock(page).getAttribute("data-hydrated")).toBe("true");
    expect(formChunkRequests).toHaveLength(1);
    // Enter in the empty form: the form's own checks answer, and the page stays.
    await page.keyboard.press("Enter");
    expect(await form(page).locator(".field__error").count()).toBe(3);
    expect(new URL(page.url()).pathname).toBe("/services/link-packages");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("still sends when its code cannot be downloaded: the form posts natively", async () => {
    const context = await browser.newContext();
    await context.route(FORM_CHUNK, (route) => route.abort());
    const { page, errors } = await newPage(context);
    const enquiry = enquiryFrom("chunk-failed");
    await page.goto(`${baseUrl()}/white-label`, { waitUntil: "networkidle" });
    await form(page).scrollIntoViewIfNeeded();
    await fillIn(page, enquiry);
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    expect(await formBlock(page).getAttribute("data-hydrated")).toBeNull();
    await form(page).getByRole("button", { name: "Send message" }).click();
    await page.waitForURL(`${baseUrl()}/thank-you`);
    expect((await listedEnquiries()).find((record) => record.email === enquiry.email)).toMatchObject({
      ...enquiry,
      page: "/white-label",
    });
    expect(errors.some((error) => error.includes("could not start; it keeps working as plain HTML"))).toBe(true);
    await context.close();
  });
});
