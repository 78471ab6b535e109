import { Link } from "react-router";
import { PageHeader } from "../components/page-header";
import { RequireLogin } from "../components/require-login";

export const meta = () => [{ title: "Place Order" }, { name: "robots", content: "noindex" }];
export const handle = { dashboard: true };

export default function CreateOrderRoute() {
  return (
    <RequireLogin>
      <PageHeader title="Place Order" subtitle="Choose a service and package" />
      <div className="container section">
        <p>
          Browse <Link to="/services">our services</Link> and their packages, then tell your account manager what you would like to
          order; orders you place appear on your <Link to="/client-dashboard">dashboard</Link>.
        </p>
      </div>
    </RequireLogin>
  );
}
