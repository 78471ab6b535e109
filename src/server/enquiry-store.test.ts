import { describe, expect, it } from "vitest";
import { openEnquiryStore } from "./enquiry-store.server";

const enquiry = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.co.uk`,
  phone: "",
  message: `Enquiry number ${n}: twenty links a month, please.`,
});

describe("listing stored enquiries", () => {
  // SQLite refuses a statement with more than 32,766 bound values; a listing that bound one value
  // per enquiry stopped working there (found when the load bench had stored more than that).
  it("lists every enquiry, with its deliveries, past 32,766 of them", async () => {
    const store = await openEnquiryStore(":memory:");
    const count = 32_800;
    for (let n = 0; n < count; n += 1)
      await store.add({
        enquiry: enquiry(n),
        destinations: n % 2 ? ["leads-api"] : [],
        ...(n % 1000 === 0 ? { spamReason: "hidden field filled in" } : {}),
      });
    const listed = await store.list();
    const all = await store.list({ includeSpam: true });
    store.close();
    expect(all).toHaveLength(count);
    expect(listed).toHaveLength(count - Math.ceil(count / 1000));
    expect(all[0]!.email).toBe(`visitor${count - 1}@example.co.uk`);
    expect(all.find((record) => record.email === "visitor1@example.co.uk")!.deliveries).toMatchObject([
      { destination: "leads-api", status: "pending", attempts: 0 },
    ]);
    expect(all.find((record) => record.email === "visitor2@example.co.uk")!.deliveries).toEqual([]);
  }, 120_000);
});
