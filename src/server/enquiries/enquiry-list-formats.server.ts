import { LAYOUT_CHARACTERS, jsonShowingInvisible, showInvisible } from "../../lib/format/typed-text";
import type { StoredEnquiry } from "./store/enquiry-store.server";

/** Whether the enquiry was judged automated, and why: empty for a person's. */
function spamMark(enquiry: StoredEnquiry): string {
  if (!enquiry.spamReason) return "";
  return enquiry.withheld ? `withheld as spam (${enquiry.spamReason})` : `suspected spam (${enquiry.spamReason})`;
}

/** One word for where an enquiry has got to: stored only, forwarded, or waiting for a retry. */
function deliveryStatus(enquiry: StoredEnquiry): string {
  if (enquiry.withheld) return "not forwarded";
  if (enquiry.deliveries.length === 0) return "stored";
  return enquiry.deliveries
    .map((delivery) =>
      delivery.status === "delivered"
        ? `${delivery.destination}: delivered`
        : `${delivery.destination}: ${delivery.attempts ? `retrying (${delivery.attempts} failed: ${delivery.lastError ?? "unknown error"})` : "pending"}`,
    )
    .join("; ");
}

/**
 * A cell of the table on one line: line breaks and tabs become spaces; every other invisible
 * character is escaped first, so flattening the spacing cannot hide one (`\s` holds U+FEFF).
 */
const oneLine = (text: string, width: number) => {
  const flat = showInvisible(text, LAYOUT_CHARACTERS).replace(/\s+/g, " ").trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
};

/** A plain-text table, newest first, as a person reads it in a terminal. */
export function enquiryTable(enquiries: readonly StoredEnquiry[]): string {
  if (enquiries.length === 0) return "No enquiries yet.";
  const rows = enquiries.map((enquiry) => [
    enquiry.receivedAt.replace("T", " ").slice(0, 19),
    oneLine(enquiry.name, 24),
    oneLine(enquiry.email, 32),
    oneLine(enquiry.phone, 32),
    oneLine(enquiry.page ?? "", 40),
    oneLine(enquiry.message, 40),
    showInvisible(spamMark(enquiry)),
    showInvisible(deliveryStatus(enquiry)),
  ]);
  const header = ["Received (UTC)", "Name", "Email", "Phone", "Page", "Message", "Spam", "Status"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

const csvCell = (typed: string) => {
  // Line breaks and tabs stay (the quoting below holds them); every other invisible character is escaped.
  const value = showInvisible(typed, LAYOUT_CHARACTERS);
  // A leading = + - @ (or a tab or CR before one) is run as a formula by a spreadsheet: a leading ' keeps it text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  // Quoted when it holds a separator (the comma, or the semicolon that spreadsheets in many locales
  // split on), a quote or a line break, and whenever it was made safe.
  return /[",;\n\r]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** CSV for a spreadsheet, one enquiry a row, with the full message. */
export function enquiryCsv(enquiries: readonly StoredEnquiry[]): string {
  const header = ["id", "received_at", "name", "email", "phone", "page", "message", "spam", "status"];
  const rows = enquiries.map((enquiry) => [
    enquiry.id,
    enquiry.receivedAt,
    enquiry.name,
    enquiry.email,
    enquiry.phone,
    enquiry.page ?? "",
    enquiry.message,
    spamMark(enquiry),
    deliveryStatus(enquiry),
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** JSON for machines: invisible characters as JSON escapes, so a terminal shows them and a parser reads them back as stored. */
export function enquiryJson(enquiries: readonly StoredEnquiry[]): string {
  return `${jsonShowingInvisible(enquiries, 2)}\n`;
}
