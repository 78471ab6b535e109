import { describe, expect, it } from "vitest";
import { readSubmission, validateEnquiry } from "./enquiry-rules";

const VALID = {
  name: "Ann Smith",
  email: "ann@example.co.uk",
  phone: "+44 20 7946 0000",
  message: "Twenty DA40 links a month, please.",
};

describe("control characters in an enquiry", () => {
  // SQLite stores a NUL but reads the text back cut short at it, so the agency would see half an enquiry.
  it.each(["name", "email", "phone", "message"] as const)("refuses a NUL in the %s with a message saying so", (field) => {
    const errors = validateEnquiry({ ...VALID, [field]: `${VALID[field].slice(0, 5)}\u0000${VALID[field].slice(5)}` });
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toMatch(/invisible control character/);
  });

  it.each([
    ["an escape (which can rewrite a terminal)", "Ann \u001b[2JSmith"],
    ["a bell", "Ann\u0007 Smith"],
    ["a delete", "Ann\u007f Smith"],
    ["a line break", "Ann\nSmith"],
  ])("refuses %s in the name", (_label, name) => {
    expect(validateEnquiry({ ...VALID, name }).name).toMatch(/invisible control character/);
  });

  it("accepts line breaks and tabs in the message, as people type them", () => {
    expect(validateEnquiry({ ...VALID, message: "Hello,\r\n\n\tTwenty links a month, please.\nAnn" })).toEqual({});
  });
});

describe("the page an enquiry was sent from", () => {
  const pageOf = (page: string) => {
    const read = readSubmission({ ...VALID, page });
    if (!("submission" in read)) throw new Error(JSON.stringify(read.errors));
    return read.submission.page;
  };

  it("keeps a site path", () => {
    expect(pageOf("/get-in-touch")).toBe("/get-in-touch");
  });

  // A NUL is stored but read back cut short, and an escape can rewrite a terminal listing the
  // enquiries; the enquiry itself still goes through, without the page.
  it.each(["\u0000", "\u0001", "\u001b[31m", "\u007f"])("drops a page with the control character %j in it", (control) => {
    expect(pageOf(`/get-in-touch${control}more`)).toBeUndefined();
  });
});
