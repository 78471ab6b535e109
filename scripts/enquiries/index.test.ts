import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEnquiryStore } from "../../src/server/enquiries/store/enquiry-store.server";
import { startTestPostgres, type TestPostgres } from "../../src/server/enquiries/store/test-postgres";

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

describe("npm run enquiries -- --help", () => {
  it("shows its examples as the escapes the listing prints, not as the characters themselves", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", script, "--help"], { timeout: 15_000 });
    // A raw escape character would be run by the terminal, and the example would vanish.
    expect(stdout).not.toMatch(/[^\P{Cc}\n]|[\p{Cf}\p{Zl}\p{Zp}]/u);
    for (const example of ["(\\x1b)", "(\\x9b)", "(\\u202e)", "(\\u200b)", "(\\u2028, \\u2029)"])
      expect(stdout).toContain(example);
    expect(stdout.replace(/\s+/g, " ")).toContain("(one starting with =, +, -, @, a tab or a carriage return) starts with '");
  }, 30_000);
});

describe("npm run enquiries on a store it may only read", () => {
  it("lists a database in a folder it cannot write, changing nothing", async () => {
    const folder = mkdtempSync(join(tmpdir(), "read-only-"));
    const dbUrl = `file:${join(folder, "enquiries.db")}`;
    // Stored by a process that then ends, as a stopped server leaves it: the database file alone.
    const storeModule = fileURLToPath(new URL("../../src/server/enquiries/store/enquiry-store.server.ts", import.meta.url));
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

describe("npm run enquiries on a PostgreSQL store", () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await startTestPostgres();
  }, 60_000);
  afterAll(() => postgres?.stop());

  it("lists it with a database user that may only read, and says when the database is not set up yet", async () => {
    const dbUrl = await postgres.createDatabase();
    const notYet = await listEnquiries(dbUrl);
    expect(notYet.code).toBe(1);
    expect(notYet.stderr).toContain("is not an enquiries database");

    const store = await openEnquiryStore(dbUrl);
    await store.add({ enquiry, destinations: ["form-service"] });
    await store.close();
    const admin = new pg.Client({ connectionString: dbUrl });
    await admin.connect();
    await admin.query("CREATE ROLE reader LOGIN");
    await admin.query("GRANT SELECT ON ALL TABLES IN SCHEMA public TO reader");
    await admin.end();

    const listed = await listEnquiries(dbUrl.replace("postgres@", "reader@"));
    expect(listed.stderr).toBe("");
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toMatchObject([
      { ...enquiry, deliveries: [{ destination: "form-service", status: "pending" }] },
    ]);
  }, 30_000);
});
