/** Adding and listing enquiries in the embedded store. */
import type { Client, InStatement } from "@libsql/client";
import { adding, enquiryValues, newlyStored } from "./enquiry-store-added.server";
import type { EnquiryStore } from "./enquiry-store-interface.server";
import { groupCommits } from "./enquiry-store-group-commit.server";
import { libsqlRows } from "./enquiry-store-libsql-rows.server";

const { toDelivery, toEnquiry, deliveriesByEnquiry } = libsqlRows;

export function libsqlEnquiries(db: Client): Pick<EnquiryStore, "add" | "list"> {
  // Enquiries that arrive together share one synced commit (each still answered only after it).
  const writeTogether = groupCommits(db);

  /**
   * The deliveries of every enquiry a listing shows, by enquiry. Joined in SQL rather than asked for
   * by id: SQLite refuses a statement with more than 32,766 bound values, and a store past that many
   * enquiries could no longer be listed.
   */
  async function deliveriesOfListed(enquiryFilter: string) {
    const { rows } = await db.execute(
      `SELECT d.* FROM deliveries d JOIN enquiries e ON e.id = d.enquiry_id ${enquiryFilter} ORDER BY d.destination`,
    );
    return deliveriesByEnquiry(rows);
  }

  return {
    async add(input) {
      const added = adding(input);
      const { id, submissionKey, withheld, forwardTo } = added;
      const receivedAt = new Date().toISOString();
      const statements: InStatement[] = [
        {
          // A key stored before means this is a resend: nothing is stored, and the first is returned below.
          sql: `INSERT INTO enquiries (id, submission_key, received_at, name, email, phone, message, page, spam_reason, withheld)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (submission_key) DO NOTHING`,
          args: [id, submissionKey, receivedAt, ...enquiryValues(input), withheld ? 1 : 0],
        },
        // Queued only if the enquiry above was stored.
        ...forwardTo.map((destination) => ({
          sql: "INSERT INTO deliveries (enquiry_id, destination, next_attempt_at) SELECT id, ?, received_at FROM enquiries WHERE id = ?",
          args: [destination, id],
        })),
      ];
      const [inserted] = await writeTogether(statements);
      if (inserted!.rowsAffected === 1) return newlyStored(input, added, receivedAt);
      // A resend: the first enquiry as stored, with its deliveries as they are now.
      const [first, deliveries] = await db.batch(
        [
          { sql: "SELECT * FROM enquiries WHERE submission_key = ?", args: [submissionKey] },
          {
            sql: "SELECT * FROM deliveries WHERE enquiry_id = (SELECT id FROM enquiries WHERE submission_key = ?) ORDER BY destination",
            args: [submissionKey],
          },
        ],
        "read",
      );
      return { ...toEnquiry(first!.rows[0]!, deliveries!.rows.map(toDelivery)), repeated: true };
    },
    async list({ spamOnly = false } = {}) {
      const filter = spamOnly ? "WHERE e.spam_reason IS NOT NULL" : "WHERE e.withheld = 0";
      const rows = (await db.execute(`SELECT e.* FROM enquiries e ${filter} ORDER BY e.received_at DESC, e.rowid DESC`)).rows;
      // An enquiry and its deliveries are stored in one transaction, so every listed enquiry's
      // deliveries are there by the second read; any stored in between are simply not listed.
      const deliveries = await deliveriesOfListed(filter);
      return rows.map((row) => toEnquiry(row, deliveries.get(String(row.id))));
    },
  };
}
