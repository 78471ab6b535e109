import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { StoredEnquiry } from "./store/enquiry-store.server";
import { enquiryCsv, enquiryJson, enquiryTable } from "./enquiry-list-formats.server";

const record = (overrides: Partial<StoredEnquiry> = {}): StoredEnquiry => ({
  id: "0b5d6c1e-1111-4222-8333-944455556666",
  submissionKey: null,
  receivedAt: "2026-03-02T09:15:00.000Z",
  name: "Ann Smith",
  email: "ann@example.co.uk",
  phone: "",
  message: "Twenty links a month, please.",
  page: "/get-in-touch",
  spamReason: null,
  withheld: false,
  deliveries: [],
  ...overrides,
});

const csvRows = (csv: string) => csv.trimEnd().split("\r\n");

describe("spam in the listing", () => {
  const suspected = record({
    name: "Quick Bot",
    spamReason: "sent 300 ms after the page opened",
    deliveries: [
      {
        destination: "form-service",
        status: "delivered",
        attempts: 1,
        nextAttemptAt: null,
        lastError: null,
        deliveredAt: "2026-03-02T09:15:01.000Z",
      },
    ],
  });
  const withheld = record({ name: "Honey Bot", spamReason: "hidden field filled in", withheld: true });

  it("marks a suspected enquiry in the table with its reason, beside where it was delivered", () => {
    const [, , suspectedRow, personRow] = enquiryTable([suspected, record()]).split("\n");
    expect(suspectedRow).toContain("suspected spam (sent 300 ms after the page opened)");
    expect(suspectedRow).toContain("form-service: delivered");
    expect(personRow).not.toMatch(/spam/);
  });

  it("says a withheld enquiry was not forwarded", () => {
    const [, , row] = enquiryTable([withheld]).split("\n");
    expect(row).toContain("withheld as spam (hidden field filled in)");
    expect(row).toContain("not forwarded");
  });

  it("has a spam column in the CSV", () => {
    const [header, suspectedRow, personRow] = csvRows(enquiryCsv([suspected, record()]));
    expect(header).toBe("id,received_at,name,email,phone,page,message,spam,status");
    expect(suspectedRow).toContain(",suspected spam (sent 300 ms after the page opened),form-service: delivered");
    expect(personRow).toMatch(/,,stored$/);
  });
});

describe("a name or message cannot rewrite the terminal", () => {
  it("shows escape sequences and other control characters escaped, so every row stays where it is", () => {
    const table = enquiryTable([
      record({
        name: "Eve\u001b[1A\u001b[2K\rAnn",
        message: "Hi\u0007 \u009b31m \u202eok",
        phone: "+44\u001b]0;x\u0007",
      }),
      record(),
    ]);
    // eslint-disable-next-line no-control-regex
    expect(table).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    const rows = table.split("\n");
    expect(rows).toHaveLength(4);
    expect(rows[2]).toContain("Eve\\x1b[1A\\x1b[2K Ann");
    expect(rows[2]).toContain("Hi\\x07 \\x9b31m \\u202eok");
  });
});

/**
 * Stored before the rule refused them (or typed in a message, which may hold the formatting
 * characters right-to-left writing uses): C1 controls, bidirectional controls, zero-width characters.
 */
const tricky = record({
  name: "Eve \u009b31m\u202egnp.exe",
  email: "ali\u200bce@example.com",
  phone: "+44\u2066 20\u2069",
  message: "Links,\nplease\u00ad \ufeff\u200d",
});

describe("what visitors typed, escaped in every format", () => {
  it("escapes them in the table", () => {
    const row = enquiryTable([tricky]).split("\n")[2]!;
    expect(row).toContain("Eve \\x9b31m\\u202egnp.exe");
    expect(row).toContain("ali\\u200bce@example.com");
    expect(row).toContain("+44\\u2066 20\\u2069");
    expect(row).toContain("Links, please\\xad \\ufeff\\u200d");
  });

  it("escapes them in the CSV, keeping the message's line break in its quoted cell", () => {
    const csv = enquiryCsv([tricky]);
    expect(csv).toContain(
      ',Eve \\x9b31m\\u202egnp.exe,ali\\u200bce@example.com,"\'+44\\u2066 20\\u2069",/get-in-touch,"Links,\nplease\\xad \\ufeff\\u200d",',
    );
  });

  it("escapes them in the JSON, which still reads back as what was stored", () => {
    const json = enquiryJson([tricky]);
    expect(json).toContain('"name": "Eve \\u009b31m\\u202egnp.exe"');
    expect(json).toContain('"email": "ali\\u200bce@example.com"');
    expect(JSON.parse(json)).toEqual([tricky]);
  });

  it("never prints one raw, whatever the fields hold", () => {
    const invisible = fc
      .oneof(
        fc.integer({ min: 0, max: 0x1f }),
        fc.integer({ min: 0x7f, max: 0x9f }),
        fc.integer({ min: 0x202a, max: 0x202e }),
        fc.integer({ min: 0x2066, max: 0x2069 }),
        fc.constantFrom(0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x2060, 0xfeff, 0x00ad, 0x2028, 0x2029),
      )
      .map((codePoint) => String.fromCodePoint(codePoint));
    const text = fc.array(fc.oneof(fc.string({ maxLength: 6 }), invisible), { maxLength: 10 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(text, text, text, text, (name, email, phone, message) => {
        const enquiry = record({ name, email, phone, message });
        // The table's rows end in \n; the CSV keeps line breaks and tabs inside its quoted cells.
        expect(enquiryTable([enquiry]).replace(/\n/g, "")).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
        expect(enquiryCsv([enquiry])).not.toMatch(/[^\P{Cc}\t\n\r]|[\p{Cf}\p{Zl}\p{Zp}]/u);
        expect(enquiryJson([enquiry]).replace(/\n/g, "")).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
        expect(JSON.parse(enquiryJson([enquiry]))).toEqual([enquiry]);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 200), seed: 40 },
    );
  });
});

/**
 * Stored before the rule refused them in a name and phone (a message may still hold them): the line
 * and paragraph separators, which many programs take as the end of a line.
 */
const split = record({
  name: 'Bob\u2028=HYPERLINK("https://evil.example","Click")',
  phone: "+44 20\u2029@SUM(A1)",
  message: "Links, please.\u2028-2+3",
});
/** Every line as a program that also breaks lines at U+2028, U+2029 and NEL reads it. */
const linesAsSplitAnywhere = (text: string) => text.split(/\r\n|[\n\r\u0085\u2028\u2029]/);

describe("the line and paragraph separators, in every format", () => {
  it("are escaped in the CSV, so no line starts with a formula outside the guard", () => {
    const csv = enquiryCsv([split]);
    expect(csv).toContain(',"Bob\\u2028=HYPERLINK(""https://evil.example"",""Click"")",');
    expect(csv).toContain(`,"'+44 20\\u2029@SUM(A1)",`);
    expect(csv).toContain(',"Links, please.\\u2028-2+3",');
    expect(csv).not.toMatch(/[\u2028\u2029]/);
    for (const line of linesAsSplitAnywhere(csv)) expect(line).not.toMatch(/^[=+\-@]/);
  });

  it("are escaped in the JSON, which still reads back as what was stored", () => {
    const json = enquiryJson([split]);
    expect(json).toContain('"name": "Bob\\u2028=HYPERLINK(\\"https://evil.example\\",\\"Click\\")"');
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(linesAsSplitAnywhere(json)).toEqual(json.split("\n"));
    expect(JSON.parse(json)).toEqual([split]);
  });

  it("are escaped in the table, so every row stays one line", () => {
    const table = enquiryTable([split, record()]);
    expect(table).not.toMatch(/[\u2028\u2029]/);
    expect(linesAsSplitAnywhere(table)).toHaveLength(4);
    expect(table).toContain("Bob\\u2028=HYPERLINK(");
  });
});

describe("CSV that a spreadsheet reads as text", () => {
  const cells = (enquiry: StoredEnquiry) => csvRows(enquiryCsv([enquiry]))[1]!;

  it.each([
    ['=HYPERLINK("https://evil.example")', `"'=HYPERLINK(""https://evil.example"")"`],
    ["+441234", `"'+441234"`],
    ["-2+3", `"'-2+3"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\t=1+1", `"'\t=1+1"`],
    ["\r=1+1", `"'\r=1+1"`],
  ])("prefixes %j with ' and quotes it", (name, cell) => {
    expect(cells(record({ name }))).toContain(`,${cell},`);
  });

  it.each([
    ["Smith; Jones", `"Smith; Jones"`],
    ["Smith, Jones", `"Smith, Jones"`],
    ['Ann "AJ" Smith', `"Ann ""AJ"" Smith"`],
    ["Ann\nSmith", `"Ann\nSmith"`],
  ])("quotes %j, which holds a separator, a quote or a line break", (name, cell) => {
    expect(cells(record({ name }))).toContain(`,${cell},`);
  });
});
