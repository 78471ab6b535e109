import type { Order } from "../../api/entities";
import { formatApiDate, formatOrderStatus, formatTotalCost } from "../../api/format";
import { RecordsTable, type Columns } from "./records-table";

const ORDER_COLUMNS: Columns<Order> = [
  { heading: "Tracking number", cell: (order) => order.tracking_number ?? "—" },
  { heading: "Service", cell: (order) => order.service ?? "—" },
  { heading: "Start", cell: (order) => formatApiDate(order.start_date) },
  { heading: "End", cell: (order) => formatApiDate(order.end_date) },
  { heading: "Status", cell: (order) => formatOrderStatus(order.status) },
  { heading: "Total", cell: (order) => formatTotalCost(order.total_cost) },
];

/** The client's orders, newest start date first (the API client sorts them). */
export function OrdersTable({ orders }: { orders: Order[] }) {
  return <RecordsTable rows={orders} label="Your orders" empty="You have no orders yet." columns={ORDER_COLUMNS} />;
}
