import type { ReactNode } from "react";
import type { ApiData } from "../api/use-api-data";

interface ApiDataViewProps<T> {
  result: ApiData<T>;
  retry: () => void;
  what: string;
  children: (data: T) => ReactNode;
}

/** Loading, failed (with the API's message and a retry) or the data, announced to screen readers. */
export function ApiDataView<T>({ result, retry, what, children }: ApiDataViewProps<T>) {
  if (result.state === "loading") return <p role="status">Loading your {what}…</p>;
  if (result.state === "failed") {
    return (
      <div role="alert" className="message-error">
        <p style={{ whiteSpace: "pre-line", margin: "0 0 0.5rem" }}>
          We could not load your {what}: {result.message}
        </p>
        <button type="button" className="button button--secondary" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  return <>{children(result.data)}</>;
}
