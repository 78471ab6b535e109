/** Adding and listing enquiries in the shared store; the time an enquiry arrived is the database's. */
import type pg from "pg";
import { adding, enquiryValues, newlyStored } from "./enquiry-store-added.server";
import type { EnquiryStore } from "./enquiry-store-interface.server";
import { iso, postgresRows } from "./enquiry-store-postgres-rows.server";

const { toEnquiry, deliveriesByEnquiry } = postgresRows;

export function postgresEnquiries(pool: pg.Pool): Pick<EnquiryStore, "add" | "list"> {
  async function deliveriesOf(enquiryFilter: string, args: unknown[] = []) {
    const { rows } = await pool.query(
      `SELECT d.* FROM deliveries d JOIN enquiries e ON e.id = d.enquiry_id ${enquiryFilter} ORDER BY d.destination`,
      args,
    );
    return deliveriesByEnquiry(rows);
  }

  return {
    async add(input) {
      const added = adding(input);
      const { id, submissionKey, withheld, forwardTo } = added;
      // One statement, so one transaction: the enquiry and its deliveries, or (a key stored before) neither.
      const { rows } = await pool.query(
        `WITH stored AS (
           INSERT INTO enquiries (id, submission_key, name, email, phone, message, page, spam_reason, withheld)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (submission_key) DO NOTHING
           RETURNING id, received_at
         ), queued AS (
           INSERT INTO deliveries (enquiry_id, destination, next_attempt_at)
           SELECT stored.id, destination, stored.received_at FROM stored, unnest($10::text[]) AS destination
         )
         SELECT received_at FROM stored`,
        [id, submissionKey, ...enquiryValues(input), withheld, forwardTo],
      );
      if (rows[0]) return newlyStored(input, added, iso(rows[0].received_at)!);
      const first = await pool.query("SELECT * FROM enquiries WHERE submission_key = $1", [submissionKey]);
      const deliveries = await deliveriesOf("WHERE e.submission_key = $1", [submissionKey]);
      return { ...toEnquiry(first.rows[0], deliveries.get(String(first.rows[0].id))), repeated: true };
    },
    async list({ spamOnly = false } = {}) {
      const filter = spamOnly ? "WHERE e.spam_reason IS NOT NULL" : "WHERE NOT e.withheld";
      const { rows } = await pool.query(`SELECT e.* FROM enquiries e ${filter} ORDER BY e.received_at DESC, e.seq DESC`);
      // An enquiry and its deliveries are stored in one transaction, so every listed enquiry's
      // deliveries are there by the second read; any stored in between are simply not listed.
      const deliveries = await deliveriesOf(filter);
      return rows.map((row) => toEnquiry(row, deliveries.get(String(row.id))));
    },
  };
}
