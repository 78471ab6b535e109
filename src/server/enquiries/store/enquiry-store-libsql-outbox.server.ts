/** The embedded store's outbox: deliveries claimed under a lease, marked, given back, and counted for the health check. */
import type { Client } from "@libsql/client";
import { ERROR_TEXT_LIMIT, type ClaimedDelivery, type EnquiryStore } from "./enquiry-store-interface.server";
import { libsqlRows, NOW, NOW_PLUS_MS } from "./enquiry-store-libsql-rows.server";

type Outbox = Pick<EnquiryStore, "claim" | "markDelivered" | "markFailed" | "release" | "destinationsWaiting" | "outbox">;

export function libsqlOutbox(db: Client): Outbox {
  /** Changes one delivery only while `delivery.lease` still holds it; whether it did. */
  async function whileLeased(delivery: ClaimedDelivery, set: string, args: (string | number)[]) {
    const result = await db.execute({
      sql: `UPDATE deliveries SET ${set}, lease = NULL WHERE enquiry_id = ? AND destination = ? AND lease = ? AND status = 'pending'`,
      args: [...args, delivery.enquiry.id, delivery.destination, delivery.lease],
    });
    return result.rowsAffected === 1;
  }

  return {
    async claim(destination, { limit, leaseMs }) {
      const lease = crypto.randomUUID();
      const [, claimed] = await db.batch(
        [
          {
            sql: `UPDATE deliveries SET lease = ?, next_attempt_at = ${NOW_PLUS_MS}
                  WHERE rowid IN (SELECT rowid FROM deliveries WHERE destination = ? AND status = 'pending' AND next_attempt_at <= ${NOW}
                                  ORDER BY next_attempt_at LIMIT ?)`,
            args: [lease, leaseMs, destination, limit],
          },
          {
            sql: `SELECT e.*, d.destination, d.attempts FROM deliveries d JOIN enquiries e ON e.id = d.enquiry_id
                  WHERE d.lease = ? ORDER BY e.received_at, e.rowid`,
            args: [lease],
          },
        ],
        "write",
      );
      return claimed!.rows.map((row) => libsqlRows.toClaimed(row, lease));
    },
    markDelivered: (delivery) =>
      whileLeased(
        delivery,
        `status = 'delivered', attempts = attempts + 1, delivered_at = ${NOW}, next_attempt_at = NULL, last_error = NULL`,
        [],
      ),
    markFailed: (delivery, error, retryInMs) =>
      whileLeased(delivery, `attempts = attempts + 1, last_error = ?, next_attempt_at = ${NOW_PLUS_MS}`, [
        error.slice(0, ERROR_TEXT_LIMIT),
        retryInMs,
      ]),
    async release(delivery) {
      await whileLeased(delivery, `next_attempt_at = ${NOW}`, []);
    },
    async destinationsWaiting() {
      const rows = (await db.execute("SELECT DISTINCT destination FROM deliveries WHERE status = 'pending' ORDER BY destination"))
        .rows;
      return rows.map((row) => String(row.destination));
    },
    async outbox() {
      const [row] = (
        await db.execute(
          `SELECT count(*) AS pending, (julianday('now') - julianday(min(e.received_at))) * 86400 AS oldest
           FROM deliveries d JOIN enquiries e ON e.id = d.enquiry_id WHERE d.status = 'pending'`,
        )
      ).rows;
      return { pending: Number(row!.pending), oldestPendingSeconds: row!.oldest === null ? null : Number(row!.oldest) };
    },
  };
}
