import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_USERS } from "../../api/mock/demo-data";
import { launchChromium, newPage } from "./chromium";
import { startMockDevServer, type DevServer } from "./dev-server";

/**
 * The client area against `npm run dev:mock`: the Vite dev server with the stand-in back end
 * answering in the browser (msw's service worker), as a developer sees it.
 */
const PAYMENT_CLIENT_ID = "sb-browser-test";
const PAYMENT_SDK = "https://www.paypal.com/sdk/js**";

let server: DevServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;

beforeAll(async () => {
  server = await startMockDevServer({ VITE_PAYMENT_CLIENT_ID: PAYMENT_CLIENT_ID });
  ({ browser, close: closeBrowser } = await launchChromium());
  // The first visit makes Vite transform (and perhaps pre-bundle) the app; let it settle first.
  const page = await browser.newPage();
  await page.goto(`${server.url}/login`, { waitUntil: "networkidle", timeout: 90_000 });
  await page.close();
}, 180_000);

afterAll(async () => {
  await closeBrowser?.();
  await server?.stop();
});

/** A fresh browser profile whose payment SDK requests answer with `sdk` (no network here). */
async function freshContext(sdk: "loads" | "fails" = "loads"): Promise<BrowserContext> {
  const context = await browser.newContext();
  await routePaymentSdk(context, sdk);
  return context;
}

async function routePaymentSdk(context: BrowserContext, sdk: "loads" | "fails") {
  await context.unroute(PAYMENT_SDK);
  await context.route(PAYMENT_SDK, (route) =>
    sdk === "loads"
      ? route.fulfill({ contentType: "text/javascript", body: "window.paypal = { version: 'stand-in' };" })
      : route.abort(),
  );
}

/** Loads /login and waits until the form works (after hydration and the mock API has started). */
async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto(`${server.url}/login`, { waitUntil: "networkidle" });
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs in without the form: the stored user, as the login screen would leave it. */
async function storeSession(page: Page, user: object) {
  await page.goto(`${server.url}/`);
  await page.evaluate((value) => localStorage.setItem("agency.user", JSON.stringify(value)), user);
}

const header = (page: Page) => page.locator("header.site-header");
const main = (page: Page) => page.getByRole("main");

/** Signs in through the form as a demo user, who lands on the dashboard and is welcomed with `greeting`. */
async function signInToDashboard(page: Page, email: string, greeting: string) {
  await signIn(page, email);
  await page.waitForURL(/\/client-dashboard$/);
  await expect.poll(() => main(page).getByText(greeting).isVisible()).toBe(true);
}

describe("the client area in dev:mock", () => {
  it("signs in, lists the orders, places an order, and signs out", async () => {
    const context = await freshContext();
    const { page } = await newPage(context);
    await signInToDashboard(page, DEMO_USERS.client.email, "Welcome back, Priya · Client");
    await main(page).getByRole("rowheader", { name: "OL-1001" }).waitFor();
    expect(await header(page).getByRole("link", { name: "Place Order", exact: true }).isVisible()).toBe(true);

    await main(page).getByRole("link", { name: "Place Order" }).click();
    await page.waitForURL(/\/create$/);
    const payment = page.getByRole("region", { name: "Payment" });
    await expect
      .poll(() => payment.getByRole("status").textContent())
      .toBe("Secure card and wallet payment (PayPal, in pounds sterling) is ready.");
    await page.getByLabel("Service").selectOption({ label: "Digital PR" });
    await page.getByLabel("Your brief").fill("A launch campaign for our new app.");
    await page.getByRole("button", { name: "Place Order" }).click();

    await page.waitForURL(/\/client-dashboard$/);
    await expect.poll(() => main(page).getByText("Thank you: your order for Digital PR has been placed.").isVisible()).toBe(true);
    const firstOrder = main(page).getByRole("region", { name: "Your orders" }).locator("tbody tr").first();
    await expect.poll(() => firstOrder.innerText()).toMatch(/^OL-\d+\tDigital PR\t.+\t—\tPending\t—$/);

    await main(page).getByRole("link", { name: "Sign out" }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => header(page).getByRole("link", { name: "Get in touch", exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("agency.user"))).toBeNull();
    await page.goto(`${server.url}/client-dashboard`);
    await page.waitForURL(/\/login\?redirectTo=%2Fclient-dashboard$/);
    await context.close();
  });

  it("with a back end, the footer offers Client Login, which is the sign-in", async () => {
    const context = await freshContext();
    const { page } = await newPage(context);
    await page.goto(`${server.url}/about-us`, { waitUntil: "networkidle" });
    await page.locator("footer").getByRole("link", { name: "Client Login" }).click();
    await page.waitForURL(`${server.url}/login`);
    expect(await page.getByLabel("Password").isVisible()).toBe(true);
    expect(await main(page).getByRole("link", { name: /@/ }).count()).toBe(0);
    await context.close();
  });

  it("shows the API's message for a wrong password and stays on the login page", async () => {
    const context = await freshContext();
    const { page } = await newPage(context);
    await signIn(page, DEMO_USERS.client.email, "not-the-password");
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("That email and password do not match an account.");
    expect(new URL(page.url()).pathname).toBe("/login");
    await context.close();
  });

  it("offers providers no Place Order, and sends them home from /create", async () => {
    const context = await freshContext();
    const { page } = await newPage(context);
    await signInToDashboard(page, DEMO_USERS.provider.email, "Welcome back, Tomasz · Provider");
    await main(page).getByText("You have no orders yet.").waitFor();
    expect(await page.getByRole("link", { name: "Place Order" }).count()).toBe(0);
    expect(await header(page).getByRole("link", { name: "Dashboard", exact: true }).isVisible()).toBe(true);
    await page.goto(`${server.url}/create`);
    await page.waitForURL(`${server.url}/`);
    await context.close();
  });
});

describe("failed loads in dev:mock", () => {
  it("shows a screen chunk that fails to load, and Retry loads it", async () => {
    const context = await freshContext();
    const { page } = await newPage(context);
    await storeSession(page, DEMO_USERS.client);
    const chunk = "**/src/screens/dashboard-screen.tsx*";
    await context.route(chunk, (route) => route.abort());
    await page.goto(`${server.url}/client-dashboard`);
    const alert = main(page).getByRole("alert");
    await expect
      .poll(() => alert.textContent(), { timeout: 30_000 })
      .toContain("Your dashboard could not be loaded. Please check your connection, then retry.");
    expect(await alert.textContent()).toContain("Loading chunk dashboard failed (error)");

    await context.unroute(chunk);
    await alert.getByRole("button", { name: "Retry" }).click();
    await main(page).getByRole("rowheader", { name: "OL-1001" }).waitFor();
    expect(await main(page).getByRole("alert").count()).toBe(0);
    await context.close();
  });

  it("shows a payment SDK that fails to load, keeps ordering open, and Retry loads it", async () => {
    const context = await freshContext("fails");
    const { page } = await newPage(context);
    await storeSession(page, DEMO_USERS.client);
    await page.goto(`${server.url}/create`);
    const payment = page.getByRole("region", { name: "Payment" });
    const alert = payment.getByRole("alert");
    await expect
      .poll(() => alert.textContent(), { timeout: 30_000 })
      .toContain("Card and wallet payment could not be loaded. You can still place your order: it is invoiced.");
    expect(await alert.textContent()).toContain(
      `Failed to load https://www.paypal.com/sdk/js?client-id=${PAYMENT_CLIENT_ID}&currency=GBP&disable-funding=credit,card`,
    );
    expect(await page.getByRole("button", { name: "Place Order" }).isEnabled()).toBe(true);

    await routePaymentSdk(context, "loads");
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect
      .poll(() => payment.getByRole("status").textContent())
      .toBe("Secure card and wallet payment (PayPal, in pounds sterling) is ready.");
    await context.close();
  });
});
