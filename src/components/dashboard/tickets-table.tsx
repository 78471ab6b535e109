import type { Ticket } from "../../api/entities";
import { formatApiDate, formatOrderStatus } from "../../api/format";
import { RecordsTable, type Columns } from "./records-table";

const TICKET_COLUMNS: Columns<Ticket> = [
  { heading: "Subject", cell: (ticket) => ticket.subject ?? "—" },
  { heading: "Status", cell: (ticket) => formatOrderStatus(ticket.status) },
  { heading: "Due", cell: (ticket) => formatApiDate(ticket.due_date) },
  { heading: "Opened", cell: (ticket) => formatApiDate(ticket.created_at) },
];

export function TicketsTable({ tickets, label }: { tickets: Ticket[]; label: string }) {
  return <RecordsTable rows={tickets} label={label} empty="No tickets." columns={TICKET_COLUMNS} />;
}
