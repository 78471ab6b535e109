import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { stegaClean } from "@sanity/client/stega";
import { vercelStegaDecode } from "@vercel/stega";
import type { Browser, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREVIEW_ENABLE_PATH } from "../../content/preview/preview-mode";
import { baseUrl, launchChromium, newPage } from "./chromium";
import type { Document } from "./content-lake-stand-in";
import type { DevServer } from "./dev-server";
import {
  draftAndReleaseOfService,
  PREVIEWED_PAGE as PAGE,
  PREVIEWED_SERVICE_ID as SERVICE_ID,
  RELEASE_TITLE,
  STAND_IN_STUDIO,
  startDraftsPreview,
  startHttpsFront,
  studioSecret,
  writeContentLake,
  type HttpsFront,
} from "./drafts-preview-server";
import { selfSignedCertificate } from "./sanity-api-stand-in";
import { hoverUntilOutlined, NOT_CONNECTED, RETRY_IF_NOT_CONNECTED } from "./visual-editing";

/**
 * The drafts preview as an agency deploys it and an editor meets it: `npm run preview:drafts` (the
 * preview's production build, served by the site's own server) behind an HTTPS proxy at
 * https://preview.example.co.uk (TRUST_PROXY=1), its Content Lake answered by the stand-in inside
 * the server's process, framed by a page on the studio's own site (https://outreach-lab.sanity.studio,
 * another site, as `sanity deploy` puts it) that opens it the way the Presentation tool does: through
 * the preview-enable route, with a secret stored in the dataset. Chromium resolves both names to
 * loopback, so every request carries the real host name.
 */
const PACKAGE_ID = "package-blogger-outreach-da20";
const SECRET = "a-secret-the-studio-stored-for-this-test";
const DRAFT_TITLE = "Blogger outreach, as drafted";
const DRAFT_NAV_LABEL = "Digital PR, as drafted";
const PUBLISHED_TITLE = "Blogger Outreach";
const PREVIEW_HOST = "preview.example.co.uk";
const PREVIEW_ORIGIN = `https://${PREVIEW_HOST}`;
const studioOrigin = STAND_IN_STUDIO.origin;
const STUDIO_HOST = new URL(studioOrigin).host;

let studio: Server;
let studioPort: number;
let preview: DevServer;
let front: HttpsFront;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let lake: { file: string; remove: () => void };

/** What the preview's Content Lake holds besides the embedded dataset: three unpublished drafts, a release, and the studio's preview secret. */
function unpublishedEdits(documents: Document[]): Document[] {
  const pricePackage = documents.find((document) => document._id === PACKAGE_ID)!;
  // The header's menu, edited in site settings: a submenu entry renamed.
  const settings = structuredClone(documents.find((document) => document._type === "siteSettings")!) as Document & {
    mainNavigation: { children?: { label: string }[] }[];
  };
  settings.mainNavigation.find((item) => item.children?.length)!.children![0]!.label = DRAFT_NAV_LABEL;
  return [
    ...draftAndReleaseOfService(documents, DRAFT_TITLE),
    // The release itself, as the studio stores it: the banner names it by this title.
    { _id: "_.releases.rSpring", _type: "system.release", metadata: { title: "Spring launch", releaseType: "asap" } },
    { ...pricePackage, _id: `drafts.${PACKAGE_ID}`, price: { _type: "money", gbp: 64, usd: 89 } },
    { ...settings, _id: `drafts.${settings._id}` },
    studioSecret("sanity-preview-url-secret.browser-test", SECRET),
  ];
}

/** The studio's side: a page on the studio origin that frames the preview as Presentation does. */
async function startStudioStandIn(): Promise<void> {
  studio = createServer(selfSignedCertificate(), (request, response) => {
    const target = new URL(request.url ?? "/", "http://studio").searchParams.get("preview") ?? "";
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.end(
      `<!doctype html><title>Studio</title><iframe id="preview" title="Preview" src="${target.replace(/"/g, "&quot;")}" style="width:1280px;height:900px"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => studio.listen(0, "127.0.0.1", resolve));
  studioPort = (studio.address() as AddressInfo).port;
}

/** The address Presentation frames: the enable route, with its secret, the page, and the perspective its switcher shows. */
const enableUrl = (secret: string, pathname = PAGE, perspective = "drafts") =>
  `${PREVIEW_ORIGIN}${PREVIEW_ENABLE_PATH}?sanity-preview-secret=${encodeURIComponent(secret)}` +
  `&sanity-preview-pathname=${encodeURIComponent(pathname)}&sanity-preview-perspective=${encodeURIComponent(perspective)}`;

/** Opens the studio stand-in framing the preview through the enable route; resolves with the framed page once it is hydrated. */
async function openInStudio(page: Page): Promise<Frame> {
  await page.goto(`${studioOrigin}/?preview=${encodeURIComponent(enableUrl(SECRET))}`);
  const frame = await (await page.locator("#preview").elementHandle())?.contentFrame();
  if (!frame) throw new Error("The studio stand-in did not frame the preview.");
  await frame.waitForLoadState("load");
  return frame;
}

beforeAll(async () => {
  await startStudioStandIn();
  lake = writeContentLake(unpublishedEdits);
  preview = await startDraftsPreview({
    studioOrigin,
    contentLake: { file: lake.file },
    buildDir: STAND_IN_STUDIO.buildDir,
    // Behind one proxy, which says the request came over HTTPS.
    env: { TRUST_PROXY: "1" },
  });
  front = await startHttpsFront(preview.url);
  ({ browser, close: closeBrowser } = await launchChromium([
    `--host-resolver-rules=MAP ${PREVIEW_HOST} 127.0.0.1:${front.port}, MAP ${STUDIO_HOST} 127.0.0.1:${studioPort}`,
    // The proxy's and the studio stand-in's certificates are self-signed, for loopback servers only.
    "--ignore-certificate-errors",
  ]));
}, 240_000);

afterAll(async () => {
  await closeBrowser?.();
  await front?.close();
  await preview?.stop();
  studio?.closeAllConnections();
  await new Promise((resolve) => studio?.close(resolve));
  lake?.remove();
});

describe("the drafts preview, framed by the studio", RETRY_IF_NOT_CONNECTED, () => {
  it("shows the editor's drafts: the draft title and the draft price, not the published ones", async () => {
    const { page, errors } = await newPage(await browser.newContext());
    const frame = await openInStudio(page);
    expect(new URL(frame.url()).pathname).toBe(PAGE);
    expect(stegaClean(await frame.locator("h1").textContent())).toBe(DRAFT_TITLE);
    const price = frame.locator(`[data-sanity*="id=${PACKAGE_ID};"]`).first();
    const shown = stegaClean(await price.textContent());
    expect(shown).toMatch(/£64\b/);
    expect(shown).not.toMatch(/£60\b/);
    // Hydrated, with visual editing mounted, and nothing went wrong on the way.
    await frame.waitForSelector("sanity-visual-editing", { state: "attached" }).catch((error: Error) => {
      throw new Error(`${NOT_CONNECTED}: ${error.message}`);
    });
    expect(errors).toEqual([]);
    // Let in by a cookie kept for the studio's frame alone (Partitioned), which a browser blocking
    // third-party cookies still keeps.
    const cookies = await page.context().cookies(PREVIEW_ORIGIN);
    const admission = cookies.find((cookie) => cookie.name === "sanity-preview");
    expect(admission).toMatchObject({ httpOnly: true, secure: true, sameSite: "None" });
    // Kept under the studio's site (the top-level page), not the preview's own.
    expect(admission?.partitionKey).toBeTruthy();
    expect(studioOrigin.endsWith(new URL(admission!.partitionKey!).host)).toBe(true);
    await page.close();
  });

  it("follows Presentation's perspective switcher: published, a release, and back to drafts", async () => {
    const { page, errors } = await newPage(await browser.newContext());
    const frame = await openInStudio(page);
    const heading = async () => stegaClean((await frame.locator("h1").textContent()) ?? "");
    expect(await heading()).toBe(DRAFT_TITLE);
    for (const [perspective, title, banner] of [
      ["published", PUBLISHED_TITLE, "Preview: showing published content"],
      ["rSpring,drafts", RELEASE_TITLE, "Preview: showing release “Spring launch” over drafts"],
      ["drafts", DRAFT_TITLE, "Preview: showing drafts"],
    ] as const) {
      // What Presentation does on a switch when the page does not take perspectives itself: it loads
      // its preview address again, with the new perspective.
      await page.evaluate(
        (src) => ((document.getElementById("preview") as HTMLIFrameElement).src = src),
        enableUrl(SECRET, PAGE, perspective),
      );
      await expect.poll(heading, { timeout: 20_000 }).toBe(title);
      // The banner says which: an editor checking a release does not take it for their drafts.
      expect(stegaClean((await frame.locator(".preview-banner").textContent()) ?? "")).toBe(banner);
      // The app's own requests as it navigates (.data, without the address's parameter) keep the
      // perspective: the admission carries it.
      const data = await frame.evaluate((path) => fetch(`${path}.data`).then((response) => response.text()), PAGE);
      expect(data).toContain(title);
      for (const other of [DRAFT_TITLE, RELEASE_TITLE].filter((candidate) => candidate !== title))
        expect(data).not.toContain(other);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("marks visible text with where it comes from, and keeps the head and addresses plain", async () => {
    const { page } = await newPage(await browser.newContext());
    const frame = await openInStudio(page);
    // The heading carries the stega payload pointing at the service's title, in the studio the preview was opened from.
    const heading = await frame.locator("h1").textContent();
    const payload = vercelStegaDecode<{ origin: string; href: string }>(heading ?? "");
    expect(payload?.origin).toBe("sanity.io");
    expect(payload?.href).toContain(`${studioOrigin}/intent/edit/`);
    expect(payload?.href).toMatch(new RegExp(`id=(drafts\\.)?${SERVICE_ID};type=service;path=title`));
    // So does the header's menu entry, pointing at its label in site settings; its link stays plain.
    // (In the closed submenu, so found by its text rather than its role.)
    const entry = frame.locator("#main-navigation a", { hasText: DRAFT_NAV_LABEL });
    const entryPayload = vercelStegaDecode<{ href: string }>((await entry.textContent()) ?? "");
    expect(entryPayload?.href).toMatch(/type=siteSettings;path=mainNavigation/);
    expect(entryPayload?.href).toContain("label");
    // Nothing a browser or machine reads is encoded.
    const head = await frame.evaluate(() => ({
      title: document.title,
      metas: [...document.querySelectorAll("meta[content]")].map((meta) => meta.getAttribute("content") ?? ""),
      hrefs: [...document.querySelectorAll("a[href]")].map((link) => link.getAttribute("href") ?? ""),
    }));
    for (const value of [head.title, ...head.metas, ...head.hrefs]) expect(stegaClean(value), value).toBe(value);
    await page.close();
  });

  it("mounts visual editing: hovering a price offers to open the price document's field", async () => {
    const { page, errors } = await newPage(await browser.newContext());
    const frame = await openInStudio(page);
    await frame.waitForSelector("sanity-visual-editing", { state: "attached" }).catch((error: Error) => {
      throw new Error(`${NOT_CONNECTED}: ${error.message}`);
    });
    const price = frame.locator(`[data-sanity*="id=${PACKAGE_ID};"]`).first();
    expect(await price.getAttribute("data-sanity")).toMatch(new RegExp(`id=${PACKAGE_ID};type=pricePackage;path=price\\b`));
    const open = frame.locator("sanity-visual-editing").getByRole("link", { name: "Open in Studio" });
    // The amount itself: the unit beside it ("per placement") is a field of its own, with its own outline.
    await hoverUntilOutlined(page, price.locator(".price").first(), open);
    const href = (await open.getAttribute("href")) ?? "";
    expect(href.startsWith(`${studioOrigin}/intent/edit/`), href).toBe(true);
    expect(href).toContain(`id=${PACKAGE_ID}`);
    expect(href).toContain("path=price");
    // The page's app runs in a frame whose browser blocks third-party storage, without an error.
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("the drafts preview, outside the studio", () => {
  it("shows no draft to a browser that did not come through the studio", async () => {
    const { page } = await newPage(await browser.newContext());
    // 401 with the admission page (decision 0051): a tab the studio did not open is told to open the
    // page from the studio, and is shown nothing of the site.
    const response = await page.goto(`${PREVIEW_ORIGIN}${PAGE}`);
    expect(response?.status()).toBe(401);
    const body = (await response!.body()).toString();
    expect(body).toContain("Open it from the studio");
    expect(body).not.toContain(DRAFT_TITLE);
    expect(body).not.toContain(PUBLISHED_TITLE);
    await page.close();
  });

  it("refuses a wrong secret with 401 and no draft", async () => {
    const { page } = await newPage(await browser.newContext());
    const response = await page.goto(enableUrl("not-the-secret"));
    expect(response?.status()).toBe(401);
    expect(await page.content()).not.toContain(DRAFT_TITLE);
    await page.close();
  });
});

describe("the same page on the production site", () => {
  it("has no overlay targets, no encoded text and no visual editing", async () => {
    const { page, errors } = await newPage(await browser.newContext());
    await page.goto(`${baseUrl()}${PAGE}`, { waitUntil: "networkidle" });
    const found = await page.evaluate(() => ({
      heading: document.querySelector("h1")?.textContent ?? "",
      dataSanity: document.querySelectorAll("[data-sanity]").length,
      visualEditing: document.querySelectorAll("sanity-visual-editing").length,
      text: document.body.innerText,
    }));
    expect(found.heading).not.toBe(DRAFT_TITLE);
    expect(stegaClean(found.heading)).toBe(found.heading);
    expect(stegaClean(found.text)).toBe(found.text);
    expect(found.dataSanity).toBe(0);
    expect(found.visualEditing).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
