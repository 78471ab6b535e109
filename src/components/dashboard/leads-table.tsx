import type { Lead } from "../../api/entities";
import { formatApiDate, formatOrderStatus } from "../../api/format";
import { RecordsTable, type Columns } from "./records-table";

function LeadContact({ lead }: { lead: Lead }) {
  return (
    <>
      {[lead.first_name, lead.last_name].filter(Boolean).join(" ") || "—"}
      {lead.email ? (
        <>
          {" "}
          · <a href={`mailto:${lead.email}`}>{lead.email}</a>
        </>
      ) : null}
    </>
  );
}

const LEAD_COLUMNS: Columns<Lead> = [
  { heading: "Company", cell: (lead) => lead.company_name ?? "—" },
  { heading: "Contact", cell: (lead) => <LeadContact lead={lead} /> },
  { heading: "Product", cell: (lead) => lead.product ?? "—" },
  { heading: "Status", cell: (lead) => formatOrderStatus(lead.status) },
  { heading: "Received", cell: (lead) => formatApiDate(lead.created_at) },
];

/** Account managers' view of incoming leads. */
export function LeadsTable({ leads }: { leads: Lead[] }) {
  return <RecordsTable rows={leads} label="Leads" empty="No leads." columns={LEAD_COLUMNS} />;
}
