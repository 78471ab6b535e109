import { describe, expect, it } from "vitest";
import type { StoredEnquiry } from "../../src/server/enquiry-store.server";
import { enquiryCsv, enquiryTable } from "./format";

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
