import { mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompress } from "./precompress";

describe("precompress", () => {
  it("writes .br and .gz beside text files worth compressing, and leaves images and tiny files alone", async () => {
    const dir = mkdtempSync(join(tmpdir(), "precompress-"));
    const page = "<p>Blogger outreach</p>".repeat(200);
    const files = { page: join(dir, "index.html"), tiny: join(dir, "robots.txt"), image: join(dir, "logo.png") };
    writeFileSync(files.page, page);
    writeFileSync(files.tiny, "User-agent: *");
    writeFileSync(files.image, Buffer.alloc(4096, 1));
    expect(await precompress(Object.values(files))).toBe(1);
    expect(brotliDecompressSync(readFileSync(`${files.page}.br`)).toString()).toBe(page);
    expect(gunzipSync(readFileSync(`${files.page}.gz`)).toString()).toBe(page);
    expect(existsSync(`${files.tiny}.br`)).toBe(false);
    expect(existsSync(`${files.image}.br`)).toBe(false);
  });
});

describe("precompress across threads", () => {
  it("compresses every file exactly once however many threads share them", async () => {
    const dir = mkdtempSync(join(tmpdir(), "precompress-threads-"));
    const pages = Array.from({ length: 25 }, (_, index) => {
      const file = join(dir, `page-${index}.html`);
      writeFileSync(file, `<p>Page ${index}</p>`.repeat(100 + index));
      return file;
    });
    expect(await precompress(pages, 3)).toBe(pages.length);
    for (const [index, file] of pages.entries())
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(`<p>Page ${index}</p>`.repeat(100 + index));
  });
});
