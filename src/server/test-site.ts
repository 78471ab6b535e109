import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { SiteSecurityConfig } from "./security-headers.server";

export const TEST_SECURITY: SiteSecurityConfig = { scriptHashes: ["qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng="] };

/** A small build folder with what the server must tell apart: pages, data, hashed assets, media, redirects. */
export function writeTestBuild(): string {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  mkdirSync(join(root, "about-us"));
  mkdirSync(join(root, "assets"));
  mkdirSync(join(root, "media", "images"), { recursive: true });
  writeFileSync(join(root, "index.html"), '<link rel="stylesheet" href="/assets/root-1a2b.css"><h1>Home</h1>');
  const about = "<h1>About Us</h1>".repeat(200);
  writeFileSync(join(root, "about-us", "index.html"), about);
  writeFileSync(join(root, "about-us", "index.html.br"), brotliCompressSync(about));
  writeFileSync(join(root, "about-us", "index.html.gz"), gzipSync(about));
  writeFileSync(join(root, "about-us.data"), "[]");
  writeFileSync(join(root, "assets", "app-1a2b.js"), "console.log(1)");
  writeFileSync(join(root, "media", "images", "0123abcd-10x10.png"), "png");
  writeFileSync(join(root, "__spa-fallback.html"), "<div>app shell</div>");
  writeFileSync(join(root, "_redirects"), "/old-about /about-us 301\n/sale /services 302\n");
  writeFileSync(join(root, "..", "secret.txt"), "outside the build");
  return root;
}
