import { describe, expect, it } from "vitest";
import type { StoredEnquiry } from "../../src/server/enquiry-store.server";
import { enquiryCsv, enquiryTable } from "./format";

const record = (overrides: Partial<StoredEnquiry> = {}): StoredEnquiry => ({
  id: "0b5d6c1e-1111-4222-8333-944455556666",
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
