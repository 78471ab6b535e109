/**
 * Click a figure, open where it is stored: in the drafts preview, every price, turnaround and
 * claim a page shows sits inside an element whose `data-sanity` names the document and field it
 * comes from; anywhere else, no page carries `data-sanity` at all. Figures are found by what the
 * page shows (a claim's wording, an amount of money, a number of days), not by which component
 * shows them, so a new place that shows one without the attribute fails here.
 */
import { parse, type HTMLElement, type Node } from "node-html-parser";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderRoutablePage } from "../../test/render-page";
import { formatMoney } from "../../lib/format/currency";
import { fetch, resetContentSource } from "../fetch.server";
import { listRoutablePaths, type RoutablePath } from "../routable-paths";
import { STEGA_PAYLOAD } from "./worst-case-encoding";

// Every string a query returns can be stega-encoded in the preview (worst case, as in
// stega-never-leaks.isolated.test.tsx): text that carries the encoding is already clickable through it.
const encoding = vi.hoisted(() => ({ on: false }));
vi.mock("../fetch.server", async (importOriginal) =>
  (await import("./worst-case-encoding")).withWorstCaseFetch(await importOriginal<typeof import("../fetch.server")>(), encoding),
);

interface Claim {
  _id: string;
  wording: string;
}
interface PackagePrices {
  _id: string;
  price: { gbp?: number; usd?: number } | null;
  bulkDiscounts: { _key: string; price: { gbp?: number; usd?: number } | null }[] | null;
}
interface ServiceTurnaround {
  _id: string;
  days: number | null;
  fromDays: number | null;
}

/** What a `data-sanity` attribute names, read as the overlay reads it (`id=…;type=…;path=…`). */
interface EditTarget {
  id?: string;
  type?: string;
  path?: string;
}
const decode = (attribute: string): EditTarget =>
  Object.fromEntries(
    attribute.split(";").map((pair) => {
      const at = pair.indexOf("=");
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );

/** The nearest element around `node` that carries `data-sanity`: the one Presentation outlines. */
function editTargetAround(node: Node): EditTarget | null {
  for (let element = node.parentNode as HTMLElement | null; element; element = element.parentNode as HTMLElement | null) {
    const attribute = element.getAttribute?.("data-sanity");
    if (attribute) return decode(attribute);
  }
  return null;
}

/** Every text node of the page's body a visitor reads (no scripts, styles or templates). */
function visibleTextNodes(html: string): Node[] {
  const root = parse(html);
  const body = root.querySelector("body") ?? root;
  const found: Node[] = [];
  const visit = (node: Node) => {
    if (node.nodeType === 3) {
      if (node.text.trim()) found.push(node);
      return;
    }
    if (["SCRIPT", "STYLE", "TEMPLATE"].includes((node as HTMLElement).tagName)) return;
    for (const child of node.childNodes) visit(child);
  };
  visit(body);
  return found;
}

const MONEY = /[£$][\d,]+(?:\.\d+)?/g;
const DAYS = /\b(\d+)\+? days?\b/g;

let claims: Claim[] = [];
let packages = new Map<string, PackagePrices>();
let turnarounds = new Map<string, ServiceTurnaround>();
let pages: RoutablePath[] = [];

/** The amounts a price field holds, as the site formats them. */
const amountsOf = (price: PackagePrices["price"] | undefined) =>
  [price?.gbp != null ? formatMoney(price.gbp, "GBP") : null, price?.usd != null ? formatMoney(price.usd, "USD") : null].filter(
    (amount): amount is string => amount !== null,
  );

/** The price field a `data-sanity` path names in a package: `price`, or `bulkDiscounts:<key>.price` (a bulk price). */
function priceAt(pkg: PackagePrices, path: string | undefined): PackagePrices["price"] | undefined {
  if (path === "price") return pkg.price;
  const bulkKey = path?.match(/^bulkDiscounts:([^.]+)\.price$/)?.[1];
  return bulkKey ? pkg.bulkDiscounts?.find((bulk) => bulk._key === bulkKey)?.price : undefined;
}

/**
 * What is wrong with each figure on a rendered page: a claim's wording, an amount of money or a
 * number of days shown outside an element that opens the document and field it comes from. Money
 * and days in a string an editor typed (carrying the encoding) are that string's, not a figure.
 */
function misplacedFigures(page: string, html: string): string[] {
  const problems: string[] = [];
  for (const node of visibleTextNodes(html)) {
    const text = node.text;
    const target = editTargetAround(node);
    const where = `${page}: ${JSON.stringify(text.trim().slice(0, 80))}`;
    const claim = claims.find((candidate) => text.includes(candidate.wording));
    if (claim) {
      if (target?.id !== claim._id || target.type !== "claim" || target.path !== "wording")
        problems.push(`${where} shows claim ${claim._id} but opens ${JSON.stringify(target)}`);
      // Money and days inside a claim's wording are the claim's.
      continue;
    }
    if (text.search(STEGA_PAYLOAD) !== -1) continue;
    for (const [amount] of text.matchAll(MONEY)) {
      const pkg = target?.type === "pricePackage" ? packages.get(target.id ?? "") : undefined;
      const stored = pkg ? priceAt(pkg, target?.path) : undefined;
      if (!pkg || stored === undefined) {
        problems.push(`${where} shows ${amount} but opens ${JSON.stringify(target)}`);
        continue;
      }
      // The slider's totals are its rate times the reader's choice; its rate is the stored price.
      const rate = node.parentNode.getAttribute?.("data-slider-rate");
      const shownPrice = rate ? amountsOf({ gbp: Number(rate) }).concat(amountsOf({ usd: Number(rate) })) : [amount];
      const storedAmounts = amountsOf(stored);
      if (rate ? !shownPrice.some((price) => storedAmounts.includes(price)) : !storedAmounts.includes(amount))
        problems.push(`${where} shows ${amount}, not what ${target?.id} ${target?.path} holds (${storedAmounts.join(", ")})`);
    }
    for (const [figure, days] of text.matchAll(DAYS)) {
      const service = target?.type === "service" && target.path === "turnaround" ? turnarounds.get(target.id ?? "") : undefined;
      if (!service || (Number(days) !== service.days && Number(days) !== service.fromDays))
        problems.push(`${where} shows ${figure} but opens ${JSON.stringify(target)}`);
    }
  }
  return problems;
}

/**
 * The other way round: every element carrying `data-sanity` shows the figure it names (the claim's
 * wording, an amount its price field holds, its days), so no outline sits on a button or a label
 * and opens a price that is not there.
 */
function targetsWithoutTheirFigure(page: string, html: string): string[] {
  const problems: string[] = [];
  for (const element of parse(html).querySelectorAll("[data-sanity]")) {
    const target = decode(element.getAttribute("data-sanity") ?? "");
    const text = element.text.replace(STEGA_PAYLOAD, "");
    const where = `${page}: ${JSON.stringify(text.trim().slice(0, 80))} opens ${target.type} ${target.id} ${target.path}`;
    let shows = false;
    if (target.type === "claim") shows = claims.some((claim) => claim._id === target.id && text.includes(claim.wording));
    else if (target.type === "pricePackage") {
      const pkg = packages.get(target.id ?? "");
      const stored = pkg ? amountsOf(priceAt(pkg, target.path)) : [];
      const rate =
        element.querySelector("[data-slider-rate]")?.getAttribute("data-slider-rate") ?? element.getAttribute("data-slider-rate");
      const shown = [...text.matchAll(MONEY)].map(([amount]) => amount);
      shows = rate
        ? amountsOf({ gbp: Number(rate) })
            .concat(amountsOf({ usd: Number(rate) }))
            .some((price) => stored.includes(price))
        : shown.some((amount) => stored.includes(amount));
    } else if (target.type === "service") {
      const service = turnarounds.get(target.id ?? "");
      shows = [...text.matchAll(DAYS)].some(([, days]) => Number(days) === service?.days || Number(days) === service?.fromDays);
    }
    if (!shows) problems.push(where);
  }
  return problems;
}

beforeAll(async () => {
  resetContentSource();
  claims = (await fetch(`*[_type == "claim" && defined(wording)]{ _id, wording }`)) as Claim[];
  packages = new Map(
    ((await fetch(`*[_type == "pricePackage"]{ _id, price, bulkDiscounts[]{ _key, price } }`)) as PackagePrices[]).map((pkg) => [
      pkg._id,
      pkg,
    ]),
  );
  turnarounds = new Map(
    (
      (await fetch(
        `*[_type == "service"]{ _id, "days": turnaround.days, "fromDays": turnaround.fromDays }`,
      )) as ServiceTurnaround[]
    ).map((service) => [service._id, service]),
  );
  pages = await listRoutablePaths();
});
afterEach(() => {
  encoding.on = false;
  vi.unstubAllEnvs();
});
afterAll(() => resetContentSource());

describe("data-sanity on the figures a page shows", () => {
  it("in the drafts preview, every claim, price and turnaround on every page opens the document and field it comes from", async () => {
    vi.stubEnv("DRAFTS_PREVIEW", "true");
    encoding.on = true;
    const problems: string[] = [];
    const shown = { claims: 0, prices: 0, turnarounds: 0 };
    for (const entry of [...pages, { path: "/sitemap", kind: "sitemap" } as const]) {
      const html = await renderRoutablePage(entry);
      problems.push(...misplacedFigures(entry.path, html), ...targetsWithoutTheirFigure(entry.path, html));
      for (const node of visibleTextNodes(html)) {
        const target = editTargetAround(node);
        if (target?.type === "claim") shown.claims++;
        else if (target?.type === "pricePackage") shown.prices += [...node.text.matchAll(MONEY)].length;
        else if (target?.type === "service") shown.turnarounds += [...node.text.matchAll(DAYS)].length;
      }
    }
    console.info(
      `data-sanity scan: ${pages.length + 1} pages, ${shown.claims} claims, ${shown.prices} prices, ` +
        `${shown.turnarounds} turnarounds opened in place, ${problems.length} problems`,
    );
    expect(problems.slice(0, 20)).toEqual([]);
    // The dataset shows all three kinds, so the scan above had figures to check.
    expect(shown.claims).toBeGreaterThan(100);
    expect(shown.prices).toBeGreaterThan(50);
    expect(shown.turnarounds).toBeGreaterThan(20);
  }, 120_000);

  it("outside the preview, no page carries data-sanity, and the figures are still shown", async () => {
    let money = 0;
    for (const entry of pages) {
      const html = await renderRoutablePage(entry);
      expect(html, entry.path).not.toContain("data-sanity");
      money += html.match(MONEY)?.length ?? 0;
    }
    expect(money).toBeGreaterThan(50);
  }, 120_000);
});
