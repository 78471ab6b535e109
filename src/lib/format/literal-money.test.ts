import { describe, expect, it } from "vitest";
import { literalMoneyWarning } from "./literal-money";

describe("literal money in copy", () => {
  it("flags a pound or dollar amount in text or Portable Text", () => {
    expect(literalMoneyWarning("Placements from £60 each")).toContain('"£60" is a price typed into the copy');
    const portableText = [{ _type: "block", children: [{ _type: "span", text: "Only $ 1,295 a month" }] }];
    expect(literalMoneyWarning(portableText)).toContain('"$ 1,295"');
  });

  it("leaves copy without amounts alone", () => {
    expect(literalMoneyWarning("Prices in pounds or dollars, shown in the table below.")).toBe(true);
    expect(literalMoneyWarning([{ _type: "claimReference", claim: { _ref: "claim-clients" } }])).toBe(true);
  });
});
