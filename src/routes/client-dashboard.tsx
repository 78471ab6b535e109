import { createLazyScreen } from "../components/lazy-screen";
import { RequireLogin } from "../components/require-login";

export const meta = () => [{ title: "Dashboard" }, { name: "robots", content: "noindex" }];
export const handle = { dashboard: true };

/** Its own chunk (product.md §4): visitors who never sign in never download it. */
const DashboardScreen = createLazyScreen(() => import("../screens/dashboard-screen"), {
  chunkId: "dashboard",
  label: "your dashboard",
  className: "container section",
});

export default function ClientDashboardRoute() {
  return (
    <RequireLogin>
      <DashboardScreen />
    </RequireLogin>
  );
}
