import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { sessionUserAtom } from "../state/session";

/** product.md §2 logout route: empties the session and returns home. */
export default function LogoutRoute() {
  const setUser = useSetAtom(sessionUserAtom);
  const navigate = useNavigate();
  useEffect(() => {
    setUser(null);
    void navigate("/", { replace: true });
  }, [setUser, navigate]);
  return (
    <div className="container section">
      <h1>Signing out…</h1>
    </div>
  );
}
