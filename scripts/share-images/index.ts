/**
 * `npm run share-images`: draws the raster link-preview images (1200 × 630 PNG) that social sites
 * need (they do not show SVG): the site's default card, and one per article from its SVG
 * thumbnail. Output goes to scripts/seed/graphics/share/, committed, so `npm run seed` stays
 * deterministic and never needs a browser. Run it again after changing an article graphic.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { chromium } from "playwright-core";
import { GRAPHICS_DIR } from "../seed/images";

const OUTPUT_DIR = join(GRAPHICS_DIR, "share");
const SIZE = { width: 1200, height: 630 };

const logo = readFileSync(join(GRAPHICS_DIR, "logo.svg"), "utf8");
const siteCard = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px 96px;background:#0b2545;color:#fff;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;display:flex;flex-direction:column;justify-content:space-between">
  <div style="background:#fff;border-radius:16px;padding:18px 24px;align-self:flex-start">${logo.replace('width="236" height="48"', 'width="354" height="72"')}</div>
  <div>
    <p style="margin:0 0 20px;font-size:64px;font-weight:800;line-height:1.1">Link building, content<br>and SEO that lasts</p>
    <p style="margin:0;font-size:30px;color:#8fd6c7;font-weight:600">A UK agency placing links on real, relevant sites</p>
  </div>
  <div style="height:12px;width:240px;background:#f4a259;border-radius:6px"></div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  const page = await browser.newPage({ viewport: SIZE, deviceScaleFactor: 1 });
  const shoot = async (html: string, name: string) => {
    await page.setContent(html, { waitUntil: "load" });
    await page.screenshot({ path: join(OUTPUT_DIR, `${name}.png`), clip: { x: 0, y: 0, ...SIZE } });
    console.log(`share/${name}.png`);
  };
  await shoot(siteCard, "site");
  for (const file of readdirSync(join(GRAPHICS_DIR, "articles"))
    .filter((name) => name.endsWith(".svg"))
    .sort()) {
    const svg = readFileSync(join(GRAPHICS_DIR, "articles", file), "utf8");
    await shoot(`<!doctype html><html><body style="margin:0">${svg}</body></html>`, basename(file, ".svg"));
  }
} finally {
  await browser.close();
}
