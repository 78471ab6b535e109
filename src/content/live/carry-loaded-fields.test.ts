import { describe, expect, it } from "vitest";
import { carryLoadedFields } from "./carry-loaded-fields";

const listing = { articles: [{ _id: "a" }], months: [{ month: "2026-11", count: 1 }] };

describe("carryLoadedFields", () => {
  it("keeps the article list the loader read when a live answer replaces the block", () => {
    const before = { page: { blocks: [{ _key: "k", _type: "articleList", title: "Old", listing }] } };
    const next = { page: { blocks: [{ _key: "k", _type: "articleList", title: "New" }] } };
    expect(carryLoadedFields(before, next)).toEqual({
      page: { blocks: [{ _key: "k", _type: "articleList", title: "New", listing }] },
    });
  });

  it("carries nothing to a block of another key or type, and leaves data without blocks alone", () => {
    const before = { page: { blocks: [{ _key: "k", _type: "articleList", listing }] } };
    const next = {
      page: {
        blocks: [
          { _key: "k", _type: "textSection" },
          { _key: "other", _type: "articleList" },
        ],
      },
    };
    expect(carryLoadedFields(before, next)).toEqual(next);
    const article = { article: { title: "x" } };
    expect(carryLoadedFields(article, article)).toBe(article);
  });
});
