import { useCallback, useEffect, useState } from "react";

export type ApiData<T> = { state: "loading" } | { state: "loaded"; data: T } | { state: "failed"; message: string };

/** Loads data once on mount; `retry` loads it again after a failure. */
export function useApiData<T>(load: () => Promise<T>): { result: ApiData<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<ApiData<T>>({ state: "loading" });
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setResult({ state: "loaded", data }),
      (error: unknown) =>
        current && setResult({ state: "failed", message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
    // `load` changes identity every render; a new attempt is what should trigger a reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  const retry = useCallback(() => {
    setResult({ state: "loading" });
    setAttempt((value) => value + 1);
  }, []);
  return { result, retry };
}
