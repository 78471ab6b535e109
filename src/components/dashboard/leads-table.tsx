import type { Lead } from "../../api/entities";
import { formatApiDate, formatOrderStatus } from "../../api/format";

/** Account managers' view of incoming leads. */
export function LeadsTable({ leads }: { leads: Lead[] }) {
  if (leads.length === 0) return <p>No leads.</p>;
  return (
    <div className="table-scroll" role="region" aria-label="Leads" tabIndex={0}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Company</th>
            <th scope="col">Contact</th>
            <th scope="col">Product</th>
            <th scope="col">Status</th>
            <th scope="col">Received</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id}>
              <th scope="row">{lead.company_name ?? "—"}</th>
              <td>
                {[lead.first_name, lead.last_name].filter(Boolean).join(" ") || "—"}
                {lead.email ? (
                  <>
                    {" "}
                    · <a href={`mailto:${lead.email}`}>{lead.email}</a>
                  </>
                ) : null}
              </td>
              <td>{lead.product ?? "—"}</td>
              <td>{formatOrderStatus(lead.status)}</td>
              <td>{formatApiDate(lead.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
