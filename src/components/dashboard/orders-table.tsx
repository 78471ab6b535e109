import type { Order } from "../../api/entities";
import { formatApiDate, formatOrderStatus, formatTotalCost } from "../../api/format";

/** The client's orders, newest start date first (the API client sorts them). */
export function OrdersTable({ orders }: { orders: Order[] }) {
  if (orders.length === 0) return <p>You have no orders yet.</p>;
  return (
    <div className="table-scroll" role="region" aria-label="Your orders" tabIndex={0}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Tracking number</th>
            <th scope="col">Service</th>
            <th scope="col">Start</th>
            <th scope="col">End</th>
            <th scope="col">Status</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">{order.tracking_number ?? "—"}</th>
              <td>{order.service ?? "—"}</td>
              <td>{formatApiDate(order.start_date)}</td>
              <td>{formatApiDate(order.end_date)}</td>
              <td>{formatOrderStatus(order.status)}</td>
              <td>{formatTotalCost(order.total_cost)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
