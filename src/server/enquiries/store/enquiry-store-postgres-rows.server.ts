/** How the shared store's rows read: the driver gives TIMESTAMPTZ as a Date and BOOLEAN as a boolean. */
import { rowReaders } from "./enquiry-store-rows.server";

export const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

export const postgresRows = rowReaders({ time: iso, flag: (value) => value === true });
