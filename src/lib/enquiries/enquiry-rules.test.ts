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
    expect(errors[field]).toMatch(/ contains a null character \(U\+0000\) at position 6\./);
  });

  it.each([
    ["an escape (which can rewrite a terminal)", "Ann \u001b[2JSmith"],
    ["a bell", "Ann\u0007 Smith"],
    ["a delete", "Ann\u007f Smith"],
    ["a line break", "Ann\nSmith"],
    ["a tab", "Ann\tSmith"],
    ["a C1 control (U+009B starts an escape sequence too)", "Ann \u009b2JSmith"],
    ["a right-to-left override", "Ann \u202eSmith"],
    ["a left-to-right isolate", "Ann \u2066Smith"],
    ["a zero-width space", "Ann \u200bSmith"],
  ])("refuses %s in the name", (_label, name) => {
    expect(validateEnquiry({ ...VALID, name }).name).toMatch(/^Name contains an? .+ \(U\+[0-9A-F]{4}\) at position \d+\./);
  });

  // It shows as alice@example.com everywhere, so the agency would reply to an address nobody typed.
  it("refuses a zero-width space in an email, saying which character and where", () => {
    expect(validateEnquiry({ ...VALID, email: "ali\u200bce@example.com" })).toEqual({
      email: "Email contains a zero-width space (U+200B) at position 4. Please delete it (it may not show) or retype this field.",
    });
  });

  it("refuses a right-to-left override in a phone number", () => {
    expect(validateEnquiry({ ...VALID, phone: "+44 20\u202e 7946 0000" }).phone).toMatch(
      /^Phone contains a right-to-left override \(U\+202E\) at position 7\./,
    );
  });

  it("refuses a C1 control in the message, as it refuses the C0 ones", () => {
    expect(validateEnquiry({ ...VALID, message: `${VALID.message} \u009b31m` }).message).toMatch(
      /^Message contains a control sequence introducer \(U\+009B\) at position 36\./,
    );
  });

  // Printed raw, a program that breaks lines there would start a line with "=HYPERLINK(".
  it("refuses a line or paragraph separator in the name and phone, saying which and where", () => {
    expect(
      validateEnquiry({ ...VALID, name: 'Bob\u2028=HYPERLINK("https://evil.example")', phone: "+44 20\u2029 7946 0000" }),
    ).toEqual({
      name: "Name contains a line separator (U+2028) at position 4. Please delete it (it may not show) or retype this field.",
      phone:
        "Phone contains a paragraph separator (U+2029) at position 7. Please delete it (it may not show) or retype this field.",
    });
  });

  it("accepts the line and paragraph separators in the message, where they are line breaks", () => {
    expect(validateEnquiry({ ...VALID, message: "Hello,\u2029Twenty links a month, please.\u2028Ann" })).toEqual({});
  });

  it("keeps a Persian name, whose zero-width non-joiner is part of its spelling", () => {
    expect(validateEnquiry({ ...VALID, name: "\u0645\u0647\u200c\u0633\u0627" })).toEqual({});
  });

  it("accepts line breaks and tabs in the message, as people type them", () => {
    expect(validateEnquiry({ ...VALID, message: "Hello,\r\n\n\tTwenty links a month, please.\nAnn" })).toEqual({});
  });

  it("accepts the formatting characters right-to-left writing and emoji use in the message (the listing shows them escaped)", () => {
    const message =
      "\u05e9\u05dc\u05d5\u05dd \u200fTwenty links \u2067\u05d1\u05e2\u05d1\u05e8\u05d9\u05ea\u2069, please \u{1f469}\u200d\u{1f4bb}";
    expect(validateEnquiry({ ...VALID, message })).toEqual({});
  });
});

/** A name a security review sent: plain ASCII that mail programs decode into a right-to-left override and CR LF. */
const ENCODED_NAME = "=?utf-8?Q?=E2=80=AEmoc.knab-yruxul=2F=2F=3Asptth_=0D=0AX?=";

describe("encoded words in an enquiry", () => {
  it("refuses one in the name, saying where it is and what to do", () => {
    expect(validateEnquiry({ ...VALID, name: ENCODED_NAME })).toEqual({
      name: 'Name contains an encoded word (text between "=?" and "?=") at position 1: email programs would show it as different text. Please write it as plain text or retype this field.',
    });
  });

  it.each([
    ["email", "ann=?utf-8?b?4oCu?=@example.co.uk", "Email", 4],
    ["phone", "+44 =?ISO-8859-1*en?Q?=0A?=", "Phone", 5],
    ["name", "Ann =?utf-8?q?Smith with spaces?= Smith", "Name", 5],
  ] as const)("refuses one in the %s, in any case and charset", (field, value, label, position) => {
    expect(validateEnquiry({ ...VALID, [field]: value })[field]).toMatch(
      new RegExp(`^${label} contains an encoded word \\(text between "=\\?" and "\\?="\\) at position ${position}:`),
    );
  });

  it("accepts a name or a message that merely holds the signs, and a message that holds one (it is never a header)", () => {
    expect(validateEnquiry({ ...VALID, name: "Ann =? Smith ?=" })).toEqual({});
    expect(validateEnquiry({ ...VALID, message: `Our subject lines read ${ENCODED_NAME}, can you help?` })).toEqual({});
  });

  it("answers the server's check with the same message, as a field error", () => {
    expect(readSubmission({ ...VALID, name: ENCODED_NAME })).toEqual({
      errors: { name: expect.stringMatching(/^Name contains an encoded word/) },
    });
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
  // The form sends the path alone; "=?…?=" would be an encoded word in the email's subject.
  it.each(["?q=1", "=?utf-8?B?4oCu?="])("drops a page holding a question mark, %j", (query) => {
    expect(pageOf(`/get-in-touch${query}`)).toBeUndefined();
  });

  it.each(["\u0000", "\u0001", "\u001b[31m", "\u007f", "\u009b31m", "\u202e", "\u200b", "\u2028"])(
    "drops a page with the invisible character %j in it",
    (control) => {
      expect(pageOf(`/get-in-touch${control}more`)).toBeUndefined();
    },
  );
});
