import { describe, expect, it } from "vitest";
import { chunk, describeApiError } from "./batches";

describe("chunk", () => {
  it("splits into runs of the given size, the last one shorter", () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([1, 2], 50)).toEqual([[1, 2]]);
    expect(chunk([], 3)).toEqual([]);
  });

  it("refuses a size below 1", () => {
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});

describe("describeApiError", () => {
  const batch = [
    { _id: "a", _type: "t" },
    { _id: "b", _type: "t" },
  ];

  it("gives each item's description with the id of the document it concerns", () => {
    const error = Object.assign(new Error("Mutation(s) failed with 2 error(s):\n- x\n- y"), {
      statusCode: 409,
      details: {
        type: "mutationError",
        description: "Mutation(s) failed with 2 error(s)",
        items: [
          {
            index: 1,
            error: { type: "documentReferenceIntegrityError", description: "Document b references non-existent document z" },
          },
          { error: { type: "other", description: "Something else" } },
        ],
      },
    });
    expect(describeApiError(error, batch)).toBe(
      "Mutation(s) failed with 2 error(s) (HTTP 409)\n  - b: Document b references non-existent document z\n  - Something else",
    );
  });

  it("falls back to the error's message", () => {
    expect(describeApiError(Object.assign(new Error("Unauthorized - Session not found"), { statusCode: 401 }), batch)).toBe(
      "Unauthorized - Session not found (HTTP 401)",
    );
    expect(describeApiError(new Error("socket hang up"), batch)).toBe("socket hang up");
  });
});
