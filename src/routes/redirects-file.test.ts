import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loopWith } from "../../schemas/documents/redirect";
import { EMBEDDED_DATASET_DIR } from "../content/config.server";
import { resetContentSource } from "../content/fetch.server";
import { loader as redirectsLoader } from "./redirects-file";

/** The embedded dataset without its own redirects, so each test states exactly the ones it has. */
const dataset = readFileSync(join(EMBEDDED_DATASET_DIR, "data.ndjson"), "utf8")
  .trim()
  .split("\n")
  .filter((line) => JSON.parse(line)._type !== "redirect")
  .join("\n");

/** The embedded dataset with these redirect documents, read through the one `fetch`. */
function useDatasetWithRedirects(redirects: { from: string; to: string; permanent?: boolean }[]) {
  const dir = mkdtempSync(join(tmpdir(), "redirects-dataset-"));
  const documents = redirects.map((redirect, index) =>
    JSON.stringify({ _id: `redirect-${index}`, _type: "redirect", ...redirect }),
  );
  writeFileSync(join(dir, "data.ndjson"), [dataset, ...documents].join("\n") + "\n");
  vi.stubEnv("EMBEDDED_DATASET_FILE", join(dir, "data.ndjson"));
  resetContentSource();
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetContentSource();
});

describe("/_redirects from redirect documents", () => {
  it("writes each redirect document as a rule for the static host: 301 when permanent, 302 when not", async () => {
    useDatasetWithRedirects([
      { from: "/old-link-packages", to: "/services/link-packages", permanent: true },
      { from: "/summer-offer", to: "/services/blogger-outreach", permanent: false },
      { from: "/legacy-guide", to: "/blog/how-long-does-seo-take" },
    ]);
    const text = await (await redirectsLoader()).text();
    // The catch-all rules for every other address follow the redirects.
    expect(text.trim().split("\n").slice(0, 3)).toEqual([
      "/legacy-guide /blog/how-long-does-seo-take 301",
      "/old-link-packages /services/link-packages 301",
      "/summer-offer /services/blogger-outreach 302",
    ]);
    expect(text.trim().split("\n").at(-1)).toBe("/* / 302");
  });

  it("stops the build, naming the circle, when redirect documents form a loop", async () => {
    useDatasetWithRedirects([
      { from: "/a", to: "/b" },
      { from: "/b", to: "/a" },
    ]);
    await expect(redirectsLoader()).rejects.toThrow("/a → /b → /a");
  });
});

describe("the studio's redirect rule", () => {
  const context = (others: { from: string; to: string; permanent: boolean }[]) => {
    // The same redirects in every perspective the rule asks for.
    const client = { fetch: async () => others, withConfig: () => client };
    return { document: { _id: "drafts.redirect-new" }, getClient: () => client } as never;
  };

  it("refuses a redirect to itself and one that closes a loop with a published redirect", async () => {
    expect(await loopWith("/a", "/a", context([]))).toBe("A redirect cannot point at itself.");
    expect(await loopWith("/b", "/a", context([{ from: "/a", to: "/b", permanent: true }]))).toMatch(
      /round in a circle: \/a → \/b → \/a|round in a circle: \/b → \/a → \/b/,
    );
  });

  it("accepts a redirect that ends somewhere", async () => {
    expect(await loopWith("/old", "/services", context([{ from: "/older", to: "/old", permanent: true }]))).toBe(true);
  });
});
