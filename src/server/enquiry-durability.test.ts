import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openEnquiryStore } from "./enquiry-store.server";
import { startSite } from "./start-site.server";
import { startServerProcess } from "./test-server-child";
import { TEST_SECURITY, writeTestBuild } from "./test-site";

const root = writeTestBuild();
const freshDb = () => `file:${join(mkdtempSync(join(tmpdir(), "enquiries-")), "enquiries.db")}`;

const enquiry = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.co.uk`,
  phone: "",
  message: `Enquiry number ${n}: twenty links a month, please.`,
  fill_ms: 10_000,
});

async function post(url: string, n: number): Promise<{ status: number; id?: string }> {
  try {
    const response = await fetch(`${url}/api/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(enquiry(n)),
    });
    const body = (await response.json()) as { id?: string };
    return { status: response.status, id: body.id };
  } catch {
    return { status: 0 }; // the connection died with the server: no promise was made
  }
}

describe("enquiries are kept for good", () => {
  it("stores exactly 500 records for 500 concurrent valid posts", async () => {
    const dbUrl = freshDb();
    const site = await startSite({ root, security: TEST_SECURITY, dbUrl, destinations: [], enquiriesPerMinute: 10_000 });
    const answers = await Promise.all(Array.from({ length: 500 }, (_, n) => post(site.url, n)));
    await site.close();
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(500);
    const store = await openEnquiryStore(dbUrl);
    const records = await store.list();
    await store.close();
    expect(records).toHaveLength(500);
    expect(new Set(records.map((record) => record.email)).size).toBe(500);
    expect(new Set(records.map((record) => record.id))).toEqual(new Set(answers.map((answer) => answer.id)));
  }, 60_000);

  it("loses no enquiry that got a 201 when the server is killed (SIGKILL) in the middle of a burst", async () => {
    const dbUrl = freshDb();
    const { child, url, exited } = await startServerProcess({ TEST_SITE_ROOT: root, TEST_DB_URL: dbUrl });
    const acknowledged: string[] = [];
    let killed = false;
    // Ten waves of 40; the server is killed as soon as 150 have been acknowledged.
    for (let wave = 0; wave < 10 && !killed; wave += 1) {
      const answers = Array.from({ length: 40 }, (_, n) =>
        post(url, wave * 40 + n).then((answer) => {
          if (answer.status === 201 && answer.id) acknowledged.push(answer.id);
          if (acknowledged.length >= 150 && !killed) {
            killed = true;
            child.kill("SIGKILL");
          }
        }),
      );
      await Promise.all(answers);
    }
    await exited;
    expect(killed).toBe(true);
    const store = await openEnquiryStore(dbUrl);
    const kept = new Set((await store.list()).map((record) => record.id));
    await store.close();
    expect(acknowledged.filter((id) => !kept.has(id))).toEqual([]);
  }, 60_000);
});
