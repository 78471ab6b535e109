/**
 * product.md §9 "Business constants and limits", asserted against the embedded dataset (what the site is
 * built from), in GBP and USD where the product description gives both. Readings chosen where the product description disagrees
 * with itself are in docs/decisions/0002-one-reading-per-figure.md.
 */
import { defineQuery } from "groq";
import { beforeAll, describe, expect, it } from "vitest";
import { fetch } from "./fetch.server";
import { PAGE_BY_PATH_QUERY } from "./queries";
import type { BUSINESS_CONSTANTS_QUERY_RESULT } from "./generated/sanity.types";

/** Every stored figure the tests check, typed by TypeGen like the site's own queries. */
const BUSINESS_CONSTANTS_QUERY = defineQuery(`{
  "packages": *[_type == "pricePackage"]{ _id, key, name, per, price, priceText, billedInGbpOnly, isMostPopular, orderUrl, bulkDiscounts[]{ minimumQuantity, price }, itemGroups[]{ title, items[]{ label, included, count, text } } },
  "services": *[_type == "service"]{ "path": path.current, "turnaround": coalesce(sameTurnaroundAs->turnaround, turnaround), "packageKeys": packages[]->key },
  "claims": *[_type == "claim"]{ key, value, wording }
}`);

type Package = BUSINESS_CONSTANTS_QUERY_RESULT["packages"][number];
type Service = BUSINESS_CONSTANTS_QUERY_RESULT["services"][number];
type Claim = BUSINESS_CONSTANTS_QUERY_RESULT["claims"][number];

let packages: Map<string | null, Package>;
let services: Map<string | null, Service>;
let claims: Map<string | null, Claim>;

beforeAll(async () => {
  const data = await fetch(BUSINESS_CONSTANTS_QUERY);
  packages = new Map(data.packages.map((item) => [item.key, item]));
  services = new Map(data.services.map((service) => [service.path, service]));
  claims = new Map(data.claims.map((claim) => [claim.key, claim]));
});

const pkg = (key: string) => {
  const found = packages.get(key);
  expect(found, `package ${key}`).toBeDefined();
  return found!;
};
const price = (key: string) => pkg(key).price;
const item = (key: string, label: string) => {
  const found = pkg(key)
    .itemGroups?.flatMap((group) => group.items ?? [])
    .find((entry) => entry.label === label);
  expect(found, `${key}: ${label}`).toBeDefined();
  return found!;
};
const sells = (path: string) => services.get(path)?.packageKeys ?? [];

describe("blogger outreach (GBP/USD per placement; 1, 25+, 50+)", () => {
  const table = [
    ["da20", [60, 85], [55, 78], [50, 70]],
    ["da30", [80, 110], [75, 105], [70, 100]],
    ["da40", [165, 210], [160, 205], [155, 200]],
    ["da50", [250, 320], [245, 315], [240, 310]], // the table's reading, not the other block's 240/235/230
  ] as const;

  it.each(table)("%s: one placement, 25+ and 50+", (tier, one, from25, from50) => {
    const key = `blogger-outreach-${tier}`;
    expect(price(key)).toEqual({ _type: "money", gbp: one[0], usd: one[1] });
    expect(pkg(key).per).toBe("per placement");
    expect(pkg(key).bulkDiscounts).toEqual([
      { minimumQuantity: 25, price: { _type: "money", gbp: from25[0], usd: from25[1] } },
      { minimumQuantity: 50, price: { _type: "money", gbp: from50[0], usd: from50[1] } },
    ]);
  });

  it("is sold on both blogger outreach pages, DA30+ flagged most popular", () => {
    const keys = table.map(([tier]) => `blogger-outreach-${tier}`);
    expect(sells("/services/blogger-outreach")).toEqual(keys);
    expect(sells("/us/blogger-outreach")).toEqual(keys);
    expect(keys.filter((key) => pkg(key).isMostPopular)).toEqual(["blogger-outreach-da30"]);
  });
});

describe("creative content", () => {
  it("per article: Basic 20/25, Static 96/120, Creative 180/225", () => {
    expect(price("content-article-basic")).toMatchObject({ gbp: 20, usd: 25 });
    expect(price("content-article-static")).toMatchObject({ gbp: 96, usd: 120 });
    expect(price("content-article-creative")).toMatchObject({ gbp: 180, usd: 225 });
  });

  it("per word from £0.05 (basic), with pro dearer, both on the content creation page", () => {
    expect(price("content-basic")).toMatchObject({ gbp: 0.05, usd: 0.06 });
    expect(pkg("content-basic").per).toBe("per word");
    expect(price("content-pro")!.gbp).toBeGreaterThan(0.05);
    expect(sells("/services/content-creation")).toEqual(
      expect.arrayContaining([
        "content-basic",
        "content-pro",
        "content-article-basic",
        "content-article-static",
        "content-article-creative",
      ]),
    );
  });
});

describe("link packages 1-4", () => {
  const table = [
    [1, [895, 1295], [16, 12, 7, 5]],
    [2, [1495, 1995], [25, 20, 10, 7]],
    [3, [3795, 4995], [65, 55, 26, 18]],
    [4, [7795, 9995], [150, 120, 60, 40]],
  ] as const;

  it.each(table)("package %i: price and links per grade DA20/DA30/DA40/DA50+", (n, [gbp, usd], grades) => {
    const key = `link-package-${n}`;
    expect(price(key)).toMatchObject({ gbp, usd });
    expect(["DA20", "DA30", "DA40", "DA50+"].map((label) => item(key, label).count)).toEqual(grades);
    expect(pkg(key).orderUrl).toContain(`package=package-${key}`);
  });

  it("are sold on the link packages page", () => {
    expect(sells("/services/link-packages")).toEqual(table.map(([n]) => `link-package-${n}`));
  });
});

describe("package_new options", () => {
  it("DA20 to DA60: GBP 68, 88, 168, 256, 396 and USD 85, 110, 210, 320, 495", () => {
    const keys = ["link-da20", "link-da30", "link-da40", "link-da50", "link-da60"];
    expect(keys.map((key) => price(key)!.gbp)).toEqual([68, 88, 168, 256, 396]);
    expect(keys.map((key) => price(key)!.usd)).toEqual([85, 110, 210, 320, 495]);
  });

  it("website traffic 1,000 / 5,000 / 10,000 / 25,000: GBP 156, 236, 316, 400 and USD 195, 295, 395, 500", () => {
    const keys = ["link-wt1000", "link-wt5000", "link-wt10000", "link-wt25000"];
    expect(keys.map((key) => pkg(key).name)).toEqual([
      "1,000 monthly traffic",
      "5,000 monthly traffic",
      "10,000 monthly traffic",
      "25,000 monthly traffic",
    ]);
    expect(keys.map((key) => price(key)!.gbp)).toEqual([156, 236, 316, 400]);
    expect(keys.map((key) => price(key)!.usd)).toEqual([195, 295, 395, 500]);
  });

  it("are sold on tier 1 link building, from a 14-day turnaround", () => {
    expect(sells("/services/tier-1-link-building")).toHaveLength(9);
    expect(services.get("/services/tier-1-link-building")?.turnaround?.days).toBe(14);
  });
});

describe("SEO and full-service packages 1-4", () => {
  const offPage = [
    [1, 4, [5, 10, 20, 0]],
    [2, 8, [10, 20, 40, 0]],
    [3, 12, [15, 40, 80, 2]],
    [4, 20, [25, 80, 160, 4]],
  ] as const;
  const offPageLabels = ["Link content creation and high-quality placements", "Tier 2 links", "Social signals", "PR links"];

  it.each(offPage)("package %i: %i keywords and its off-page counts", (n, keywords, counts) => {
    const key = `seo-package-${n}`;
    expect(item(key, "Keywords").count).toBe(keywords);
    expect(offPageLabels.map((label) => item(key, label).count)).toEqual(counts);
  });

  it("alt text, link profile and analytics reviews from package 2; a blog article from 3; a landing page only in 4", () => {
    const included = (label: string) => [1, 2, 3, 4].map((n) => item(`seo-package-${n}`, label).included);
    expect(included("Image alt text")).toEqual([false, true, true, true]);
    expect(included("Link profile review")).toEqual([false, true, true, true]);
    expect(included("Analytics review")).toEqual([false, true, true, true]);
    expect(included("Blog article")).toEqual([false, false, true, true]);
    expect(included("Landing page")).toEqual([false, false, false, true]);
  });

  it("are the same four documents on the SEO and the full-service pages", () => {
    const keys = [1, 2, 3, 4].map((n) => `seo-package-${n}`);
    expect(sells("/services/seo-packages")).toEqual(keys);
    expect(sells("/services/digital-marketing-packages")).toEqual(keys);
  });
});

describe("PPC", () => {
  it("management from £495 per month, in pounds only", () => {
    expect(pkg("ppc-package-1")).toMatchObject({ price: { gbp: 495 }, per: "per month", billedInGbpOnly: true });
    expect(price("ppc-package-1")!.usd).toBeUndefined();
  });

  it("package 1 excludes Analytics Linking, Detailed Competitor Review and Landing Page Analysis; 2 and 3 include them", () => {
    for (const label of ["Analytics Linking", "Detailed Competitor Review", "Landing Page Analysis"]) {
      expect([1, 2, 3].map((n) => item(`ppc-package-${n}`, label).included)).toEqual([false, true, true]);
    }
    expect(sells("/services/google-ads-packages")).toEqual(["ppc-package-1", "ppc-package-2", "ppc-package-3"]);
  });

  it("a recommended minimum ad spend of £750", () => {
    expect(claims.get("ppc-minimum-ad-spend")).toMatchObject({ value: "£750" });
  });
});

describe("digital PR, pay on results (GBP)", () => {
  it("per live link: below DA30 free, DA30+ £495, DA40+ £595, DA60+ £795, DA70+ £995, DA80+ £1495", () => {
    expect(pkg("digital-pr-below-da30").priceText).toBe("Free");
    const bands = ["da30", "da40", "da60", "da70", "da80"].map((band) => pkg(`digital-pr-${band}`));
    expect(bands.map((band) => band.price)).toEqual([495, 595, 795, 995, 1495].map((gbp) => ({ _type: "money", gbp })));
    expect(bands.every((band) => band.billedInGbpOnly && band.per === "per live link")).toBe(true);
  });

  it("citations £295 each; optional survey £500 and infographic £695 upfront", () => {
    expect(price("digital-pr-citation")).toMatchObject({ gbp: 295 });
    expect(price("digital-pr-survey")).toMatchObject({ gbp: 500 });
    expect(price("digital-pr-infographic")).toMatchObject({ gbp: 695 });
    expect(pkg("digital-pr-survey").per).toBe("paid upfront");
  });

  it("a cap of about £20k on request, and a model used for 11 years", () => {
    expect(claims.get("pr-campaign-cap")).toMatchObject({ value: "£20k" });
    expect(claims.get("pr-model-years")).toMatchObject({ value: "11 years" });
  });
});

describe("turnarounds and other constants", () => {
  it.each([
    ["/services/blogger-outreach", 10, "link"],
    ["/services/content-creation", 5, "link"],
    ["/services/seo-packages", 14, "report"],
    ["/services/digital-marketing-packages", 14, "report"],
    ["/services/google-ads-packages", 28, "report"],
    ["/services/link-packages", 14, "link"], // 14 chosen over "10-28 days"
    ["/us/blogger-outreach", 10, "link"], // follows /services/blogger-outreach
  ] as const)("%s: %i days", (path, days, kind) => {
    expect(services.get(path)?.turnaround).toMatchObject({ days, kind });
  });

  it("content creation delivers from 3 days", () => {
    expect(services.get("/services/content-creation")?.turnaround?.fromDays).toBe(3);
  });

  it("optional approval of sites and content costs an extra 10%", () => {
    expect(claims.get("approval-surcharge")).toMatchObject({ value: "10%" });
  });

  it("more than 20,000 webmasters, about 40,000 contacts, 10+ years", () => {
    expect(claims.get("publishers")?.wording).toContain("20,000");
    expect(claims.get("contacts")?.wording).toContain("40,000");
    expect(claims.get("years-trading")?.wording).toContain("10 years");
  });
});

describe("campaign figures (product.md §9, other figures)", () => {
  it("are each held once, as claims, and stated on the SEO outreach page", async () => {
    expect(claims.get("campaign-length")).toMatchObject({ value: "7-10", wording: expect.stringContaining("20-30 days") });
    expect(claims.get("campaign-links")).toMatchObject({ value: "5-10", wording: expect.stringContaining("20-30") });
    const page = JSON.stringify(await fetch(PAGE_BY_PATH_QUERY, { path: "/link-building" }));
    expect(page).toContain(claims.get("campaign-length")!.wording!);
    expect(page).toContain(claims.get("campaign-links")!.wording!);
  });
});
