import type { Ticket } from "../../api/entities";
import { formatApiDate, formatOrderStatus } from "../../api/format";

export function TicketsTable({ tickets, label }: { tickets: Ticket[]; label: string }) {
  if (tickets.length === 0) return <p>No tickets.</p>;
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Subject</th>
            <th scope="col">Status</th>
            <th scope="col">Due</th>
            <th scope="col">Opened</th>
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => (
            <tr key={ticket.id}>
              <th scope="row">{ticket.subject ?? "—"}</th>
              <td>{formatOrderStatus(ticket.status)}</td>
              <td>{formatApiDate(ticket.due_date)}</td>
              <td>{formatApiDate(ticket.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
