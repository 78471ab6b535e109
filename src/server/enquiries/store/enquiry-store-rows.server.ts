/**
 * Turning the rows both stores read back (the same tables and columns in libSQL and PostgreSQL)
 * into the store's records. Only the drivers' column values differ: libSQL hands back the texts
 * and integers it stored, PostgreSQL Date objects and booleans, so each store says how to read a
 * time and a flag.
 */
import type { ClaimedDelivery, Delivery, DeliveryStatus, StoredEnquiry } from "./enquiry-store-interface.server";

type Row = Record<string, unknown>;

/**
 * The columns both stores' first migration made alike, each written once so the two cannot drift
 * apart: what a visitor sent, and a delivery's key and progress. They are part of migrations that
 * have shipped: never change them; a new column is a new migration step in each store.
 */
export const VISITOR_COLUMNS = `name TEXT NOT NULL,
       email TEXT NOT NULL,
       phone TEXT NOT NULL,
       message TEXT NOT NULL,
       page TEXT,
       spam_reason TEXT`;
export const DELIVERY_COLUMNS = `enquiry_id TEXT NOT NULL REFERENCES enquiries (id),
       destination TEXT NOT NULL,
       status TEXT NOT NULL DEFAULT 'pending',
       attempts INTEGER NOT NULL DEFAULT 0`;

export interface ColumnReaders {
  /** A time column as an ISO 8601 text, or null for NULL. */
  time(value: unknown): string | null;
  /** A yes/no column. */
  flag(value: unknown): boolean;
}

/** A nullable text column. */
export const nullableText = (value: unknown) => (value === null || value === undefined ? null : String(value));

export function rowReaders({ time, flag }: ColumnReaders) {
  const toDelivery = (row: Row): Delivery => ({
    destination: String(row.destination),
    status: String(row.status) as DeliveryStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: time(row.next_attempt_at),
    lastError: nullableText(row.last_error),
    deliveredAt: time(row.delivered_at),
  });

  const toEnquiry = (row: Row, deliveries: Delivery[] = []): StoredEnquiry => ({
    id: String(row.id),
    submissionKey: nullableText(row.submission_key),
    receivedAt: time(row.received_at)!,
    name: String(row.name),
    email: String(row.email),
    phone: String(row.phone),
    message: String(row.message),
    page: nullableText(row.page),
    spamReason: nullableText(row.spam_reason),
    withheld: flag(row.withheld),
    deliveries,
  });

  /** Delivery rows (each with its `enquiry_id`) grouped by enquiry, in the order read. */
  const deliveriesByEnquiry = (rows: Iterable<Row>): Map<string, Delivery[]> => {
    const byEnquiry = new Map<string, Delivery[]>();
    for (const row of rows) {
      const list = byEnquiry.get(String(row.enquiry_id)) ?? [];
      list.push(toDelivery(row));
      byEnquiry.set(String(row.enquiry_id), list);
    }
    return byEnquiry;
  };

  /** Rows of an enquiry joined with the claimed delivery's destination and attempts. */
  const toClaimed = (row: Row, lease: string): ClaimedDelivery => ({
    enquiry: toEnquiry(row),
    destination: String(row.destination),
    attempts: Number(row.attempts),
    lease,
  });

  return { toDelivery, toEnquiry, deliveriesByEnquiry, toClaimed };
}
