import { describe, expect, it } from "vitest";
import { planWrites } from "./order";

const ref = (id: string, extra: Record<string, unknown> = {}) => ({ _type: "reference", _ref: id, ...extra });

describe("planWrites", () => {
  it("keeps the file's order where nothing refers forward", () => {
    const documents = [
      { _id: "a", _type: "t" },
      { _id: "b", _type: "t", x: ref("a") },
      { _id: "c", _type: "t" },
    ];
    expect(planWrites(documents)).toEqual({ first: documents, second: [] });
  });

  it("writes referenced documents first, deep inside arrays and objects too", () => {
    const documents = [
      { _id: "page", _type: "t", blocks: [{ _key: "k", items: [ref("service")] }] },
      { _id: "claim", _type: "t" },
      { _id: "service", _type: "t", claim: ref("claim") },
    ];
    const plan = planWrites(documents);
    expect(plan.first.map((document) => document._id)).toEqual(["claim", "service", "page"]);
    expect(plan.first).toEqual([documents[1], documents[2], documents[0]]);
    expect(plan.second).toEqual([]);
  });

  it("leaves references to documents outside the file and weak or cross-dataset references alone", () => {
    const documents = [
      {
        _id: "a",
        _type: "t",
        image: { asset: ref("image-abc-1x1-svg") },
        weak: ref("b", { _weak: true }),
        other: ref("b", { _dataset: "x" }),
      },
      { _id: "b", _type: "t" },
    ];
    expect(planWrites(documents)).toEqual({ first: documents, second: [] });
  });

  it("breaks a cycle by weakening the forward reference and writing that document again as it is", () => {
    const documents = [
      { _id: "a", _type: "t", next: ref("b") },
      { _id: "b", _type: "t", next: ref("a") },
      { _id: "self", _type: "t", me: ref("self") },
    ];
    const plan = planWrites(documents);
    expect(plan.first).toEqual([
      { _id: "b", _type: "t", next: ref("a", { _weak: true }) },
      { _id: "a", _type: "t", next: ref("b") },
      { _id: "self", _type: "t", me: ref("self", { _weak: true }) },
    ]);
    expect(plan.second).toEqual([documents[1], documents[2]]);
    expect(documents[1]!.next).toEqual(ref("a")); // the input is not changed
  });
});
