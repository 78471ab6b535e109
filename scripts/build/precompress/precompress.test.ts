import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
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
    expect(await precompress(Object.values(files))).toEqual({ written: 1, compressed: 1 });
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
    expect(await precompress(pages, { threads: 3, inThreadUpTo: 0 })).toEqual({
      written: pages.length,
      compressed: pages.length,
    });
    for (const [index, file] of pages.entries())
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(`<p>Page ${index}</p>`.repeat(100 + index));
  });
});

describe("precompress with a cache", () => {
  /** A build folder of pages, and a cache folder beside it (never inside the build). */
  function site(count: number) {
    const root = mkdtempSync(join(tmpdir(), "precompress-cache-"));
    const build = join(root, "build");
    const pages = Array.from({ length: count }, (_, index) => join(build, `page-${index}.html`));
    mkdirSync(build);
    for (const [index, file] of pages.entries()) {
      writeFileSync(file, `<p>Page ${index}</p>`.repeat(100 + index));
    }
    return { pages, cacheDir: join(root, "cache") };
  }
  const copies = (files: readonly string[]) => files.flatMap((file) => [readFileSync(`${file}.br`), readFileSync(`${file}.gz`)]);

  it("compresses nothing again on a second build of the same files, and writes the same bytes", async () => {
    const { pages, cacheDir } = site(6);
    expect(await precompress(pages, { cacheDir, threads: 2 })).toEqual({ written: 6, compressed: 6 });
    const first = copies(pages);
    for (const page of pages) for (const suffix of [".br", ".gz"]) rmSync(`${page}${suffix}`);
    expect(await precompress(pages, { cacheDir, threads: 2 })).toEqual({ written: 6, compressed: 0 });
    expect(copies(pages)).toEqual(first);
  });

  it("compresses a changed file again, and only that one", async () => {
    const { pages, cacheDir } = site(4);
    await precompress(pages, { cacheDir });
    const edited = "<p>A new price</p>".repeat(120);
    writeFileSync(pages[2]!, edited);
    expect(await precompress(pages, { cacheDir })).toEqual({ written: 4, compressed: 1 });
    expect(brotliDecompressSync(readFileSync(`${pages[2]}.br`)).toString()).toBe(edited);
    expect(gunzipSync(readFileSync(`${pages[2]}.gz`)).toString()).toBe(edited);
  });

  it("fills a deleted cache again, with the same bytes as before", async () => {
    const { pages, cacheDir } = site(3);
    await precompress(pages, { cacheDir });
    const first = copies(pages);
    rmSync(cacheDir, { recursive: true });
    expect(await precompress(pages, { cacheDir })).toEqual({ written: 3, compressed: 3 });
    expect(copies(pages)).toEqual(first);
    expect(readdirSync(cacheDir).filter((name) => name.endsWith(".partial"))).toEqual([]);
    expect(await precompress(pages, { cacheDir })).toEqual({ written: 3, compressed: 0 });
  });
});
