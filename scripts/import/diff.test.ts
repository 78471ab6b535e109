import { describe, expect, it, vi } from "vitest";
import { compareDocument, fetchExisting, sameContent, type QueryClient } from "./diff";

const local = {
  _id: "page-home",
  _type: "page",
  _createdAt: "2026-11-01T09:00:00Z",
  title: "Home",
  blocks: [
    { _key: "a", n: 1 },
    { _key: "b", n: 2 },
  ],
};

describe("compareDocument", () => {
  it("is create when the dataset has no such document", () => {
    expect(compareDocument(local, undefined)).toBe("create");
  });

  it("is unchanged when only _rev, _createdAt, _updatedAt or key order differ", () => {
    const live = {
      blocks: [
        { n: 1, _key: "a" },
        { _key: "b", n: 2 },
      ],
      title: "Home",
      _type: "page",
      _id: "page-home",
      _rev: "r1",
      _createdAt: "2027-01-01T00:00:00Z",
      _updatedAt: "2027-01-02T00:00:00Z",
    };
    expect(compareDocument(local, live)).toBe("unchanged");
  });

  it.each([
    ["a changed field", { ...local, title: "Welcome" }],
    [
      "a changed nested value",
      {
        ...local,
        blocks: [
          { _key: "a", n: 1 },
          { _key: "b", n: 3 },
        ],
      },
    ],
    [
      "a different array order",
      {
        ...local,
        blocks: [
          { _key: "b", n: 2 },
          { _key: "a", n: 1 },
        ],
      },
    ],
    ["an extra field", { ...local, subtitle: "" }],
    ["a missing field", { _id: "page-home", _type: "page", title: "Home" }],
    [
      "a weak reference where the file has a strong one",
      {
        ...local,
        blocks: [
          { _key: "a", n: 1, _weak: true },
          { _key: "b", n: 2 },
        ],
      },
    ],
  ])("is replace for %s", (_, live) => {
    expect(compareDocument(local, live)).toBe("replace");
    expect(sameContent(local, live)).toBe(false);
  });
});

describe("fetchExisting", () => {
  it("asks for the ids in chunks with one query and indexes what exists by id", async () => {
    const fetch = vi.fn(async (_query: string, params: { ids: string[] }) =>
      params.ids.filter((id) => id !== "c").map((id) => ({ _id: id, _type: "page" })),
    );
    const existing = await fetchExisting({ fetch } as unknown as QueryClient, ["a", "b", "c", "d", "e"], 2);
    expect(fetch.mock.calls.map(([query, params]) => [query, params.ids])).toEqual([
      ["*[_id in $ids]", ["a", "b"]],
      ["*[_id in $ids]", ["c", "d"]],
      ["*[_id in $ids]", ["e"]],
    ]);
    expect([...existing.keys()]).toEqual(["a", "b", "d", "e"]);
    expect(existing.get("d")).toEqual({ _id: "d", _type: "page" });
  });
});
