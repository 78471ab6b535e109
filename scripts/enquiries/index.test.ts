import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { openEnquiryStore } from "../../src/server/enquiry-store.server";

const script = fileURLToPath(new URL("./index.ts", import.meta.url));
/** As root every file is writable, so the listing runs as `nobody` to meet a file it may only read. */
const asReader = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};

async function listEnquiries(dbUrl: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["--import", "tsx", script, "--json"], {
      env: { ...process.env, ENQUIRIES_DB_URL: dbUrl },
      timeout: 15_000,
      ...asReader,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const enquiry = { name: "Ann Smith", email: "ann@example.co.uk", phone: "", message: "Twenty links a month, please." };

describe("npm run enquiries on a store it may only read", () => {
  it("lists a database in a folder it cannot write, changing nothing", async () => {
    const folder = mkdtempSync(join(tmpdir(), "read-only-"));
    const dbUrl = `file:${join(folder, "enquiries.db")}`;
    // Stored by a process that then ends, as a stopped server leaves it: the database file alone.
    const storeModule = fileURLToPath(new URL("../../src/server/enquiry-store.server.ts", import.meta.url));
    await promisify(execFile)(process.execPath, [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      `import { openEnquiryStore } from ${JSON.stringify(storeModule)};
       const store = await openEnquiryStore(${JSON.stringify(dbUrl)});
       await store.add({ enquiry: ${JSON.stringify(enquiry)}, destinations: [] });
       await store.close();`,
    ]);
    expect(readdirSync(folder)).toEqual(["enquiries.db"]);
    chmodSync(join(folder, "enquiries.db"), 0o444);
    chmodSync(folder, 0o555);
    const listed = await listEnquiries(dbUrl);
    expect(listed.stderr).toBe("");
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toMatchObject([enquiry]);
    expect(readdirSync(folder)).toEqual(["enquiries.db"]);
  }, 30_000);

  it("lists what a running server has just stored (still in its write-ahead log)", async () => {
    const folder = mkdtempSync(join(tmpdir(), "read-only-"));
    const dbUrl = `file:${join(folder, "enquiries.db")}`;
    const store = await openEnquiryStore(dbUrl);
    await store.add({ enquiry, destinations: [] });
    chmodSync(folder, 0o755);
    try {
      const listed = await listEnquiries(dbUrl);
      expect(listed.code).toBe(0);
      expect(JSON.parse(listed.stdout)).toMatchObject([enquiry]);
    } finally {
      await store.close();
    }
  }, 30_000);

  it("says there is no database, and creates none, when there is none", async () => {
    const folder = mkdtempSync(join(tmpdir(), "no-store-"));
    chmodSync(folder, 0o755);
    const path = join(folder, "enquiries.db");
    const listed = await listEnquiries(`file:${path}`);
    expect(listed.code).toBe(1);
    expect(listed.stderr).toContain(`There is no enquiries database at ${path}`);
    expect(existsSync(path)).toBe(false);
  }, 30_000);
});
