import { Link } from "react-router";
import { isApiConfigured } from "../api/config";
import { createLazyScreen } from "../components/lazy-screen";
import { PageHeader } from "../components/page-header";
import { RequireLogin } from "../components/require-login";

export const meta = () => [{ title: "Dashboard" }, { name: "robots", content: "noindex" }];
export const handle = { dashboard: true };

/** Its own chunk (spec §4): visitors who never sign in never download it. */
const DashboardScreen = createLazyScreen(() => import("../screens/dashboard-screen"), {
  chunkId: "dashboard",
  label: "your dashboard",
  className: "container section",
});

/** A build without an API address still tells a signed-in client what is going on. */
function DashboardUnavailable() {
  return (
    <>
      <PageHeader title="Dashboard" />
      <div className="container section">
        <p role="status">
          Your orders and tickets cannot be shown here yet: this site is not connected to the client area. Please contact your
          account manager, or <Link to="/get-in-touch">get in touch</Link>.
        </p>
        <p><Link to="/logout">Sign out</Link></p>
      </div>
    </>
  );
}

export default function ClientDashboardRoute() {
  return <RequireLogin>{isApiConfigured() ? <DashboardScreen /> : <DashboardUnavailable />}</RequireLogin>;
}
