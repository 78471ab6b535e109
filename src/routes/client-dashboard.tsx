import { useAtomValue } from "jotai";
import { Link } from "react-router";
import { PageHeader } from "../components/page-header";
import { RequireLogin } from "../components/require-login";
import { sessionUserAtom } from "../state/session";

export const meta = () => [{ title: "Dashboard" }, { name: "robots", content: "noindex" }];
export const handle = { dashboard: true };

function Dashboard() {
  const user = useAtomValue(sessionUserAtom);
  return (
    <>
      <PageHeader title="Dashboard" subtitle={user?.first_name ? `Welcome back, ${user.first_name}` : "Welcome back"} />
      <div className="container section">
        {user?.confirmed === false ? <p role="status" className="contact-form__error">Please check your email for verification email!</p> : null}
        <p>
          <Link className="button" to="/create">Place Order</Link> <Link to="/logout">Sign out</Link>
        </p>
      </div>
    </>
  );
}

export default function ClientDashboardRoute() {
  return (
    <RequireLogin>
      <Dashboard />
    </RequireLogin>
  );
}
