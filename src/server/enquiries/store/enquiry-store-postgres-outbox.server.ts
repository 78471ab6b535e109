/**
 * The shared store's outbox: deliveries claimed under a lease (workers on many servers each take
 * different rows), marked, given back, and counted for the health check; every time is the database's.
 */
import type pg from "pg";
import { ERROR_TEXT_LIMIT, type ClaimedDelivery, type EnquiryStore } from "./enquiry-store-interface.server";
import { postgresRows } from "./enquiry-store-postgres-rows.server";

type Outbox = Pick<EnquiryStore, "claim" | "markDelivered" | "markFailed" | "release" | "destinationsWaiting" | "outbox">;

export function postgresOutbox(pool: pg.Pool): Outbox {
  /** Changes one delivery only while `delivery.lease` still holds it; whether it did. */
  async function whileLeased(delivery: ClaimedDelivery, set: string, args: unknown[]) {
    const result = await pool.query(
      `UPDATE deliveries SET ${set}, lease = NULL
       WHERE enquiry_id = $${args.length + 1} AND destination = $${args.length + 2} AND lease = $${args.length + 3} AND status = 'pending'`,
      [...args, delivery.enquiry.id, delivery.destination, delivery.lease],
    );
    return result.rowCount === 1;
  }

  return {
    async claim(destination, { limit, leaseMs }) {
      const lease = crypto.randomUUID();
      // SKIP LOCKED: workers claiming at the same moment each take different rows, none waits.
      const { rows } = await pool.query(
        `WITH due AS (
           SELECT enquiry_id, destination FROM deliveries
           WHERE destination = $1 AND status = 'pending' AND next_attempt_at <= now()
           ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED
         ), leased AS (
           UPDATE deliveries d SET lease = $3, next_attempt_at = now() + $4 * interval '1 millisecond'
           FROM due WHERE d.enquiry_id = due.enquiry_id AND d.destination = due.destination
           RETURNING d.enquiry_id, d.destination, d.attempts
         )
         SELECT e.*, leased.destination, leased.attempts FROM leased JOIN enquiries e ON e.id = leased.enquiry_id
         ORDER BY e.received_at, e.seq`,
        [destination, limit, lease, leaseMs],
      );
      return rows.map((row) => postgresRows.toClaimed(row, lease));
    },
    markDelivered: (delivery) =>
      whileLeased(
        delivery,
        "status = 'delivered', attempts = attempts + 1, delivered_at = now(), next_attempt_at = NULL, last_error = NULL",
        [],
      ),
    markFailed: (delivery, error, retryInMs) =>
      whileLeased(delivery, "attempts = attempts + 1, last_error = $1, next_attempt_at = now() + $2 * interval '1 millisecond'", [
        error.slice(0, ERROR_TEXT_LIMIT),
        retryInMs,
      ]),
    async release(delivery) {
      await whileLeased(delivery, "next_attempt_at = now()", []);
    },
    async destinationsWaiting() {
      const { rows } = await pool.query(
        "SELECT DISTINCT destination FROM deliveries WHERE status = 'pending' ORDER BY destination",
      );
      return rows.map((row) => String(row.destination));
    },
    async outbox() {
      const { rows } = await pool.query(
        `SELECT count(*)::int AS pending, EXTRACT(EPOCH FROM now() - min(e.received_at))::float8 AS oldest
         FROM deliveries d JOIN enquiries e ON e.id = d.enquiry_id WHERE d.status = 'pending'`,
      );
      return { pending: Number(rows[0].pending), oldestPendingSeconds: rows[0].oldest === null ? null : Number(rows[0].oldest) };
    },
  };
}
