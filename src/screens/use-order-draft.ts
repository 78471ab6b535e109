import { useCallback, useEffect, useState } from "react";
import { STORAGE_KEYS } from "../lib/page-start/storage-keys";

export interface OrderDraft {
  serviceId: string;
  packageId: string;
  notes: string;
  /**
   * Sent as the Idempotency-Key of POST /orders/: the same while the order is unchanged, so a retry
   * after a time-out (when the first attempt may have arrived) cannot create the order twice.
   */
  idempotencyKey: string;
}

const newKey = () => crypto.randomUUID();

/** The stored draft if it has the right shape; anything else is forgotten rather than trusted. */
function readStoredDraft(): (Omit<OrderDraft, "idempotencyKey"> & { idempotencyKey?: string }) | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.orderDraft) ?? "null") as Record<string, unknown> | null;
    if (!stored || typeof stored !== "object") return null;
    const text = (key: string) => (typeof stored[key] === "string" ? stored[key] : "");
    return {
      serviceId: text("serviceId"),
      packageId: text("packageId"),
      notes: text("notes"),
      idempotencyKey: text("idempotencyKey") || undefined,
    };
  } catch {
    return null;
  }
}

/**
 * The order being written, kept for the browser tab's session: when the session expires mid-order
 * (401 → sign in → back to Place Order) the service, package and brief are all still there.
 */
export function useOrderDraft(initial: { serviceId: string; packageId: string }) {
  const [draft, setDraft] = useState<OrderDraft>({ ...initial, notes: "", idempotencyKey: newKey() });
  useEffect(() => {
    const stored = readStoredDraft();
    // After mount, as the prerendered shell has no draft; a link that names a service wins over an old draft.
    if (stored && (!initial.serviceId || initial.serviceId === stored.serviceId)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setDraft({ ...stored, idempotencyKey: stored.idempotencyKey ?? newKey() });
    }
    // Only the first mount restores; later renders must not overwrite what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const update = useCallback((changes: Partial<Omit<OrderDraft, "idempotencyKey">>) => {
    setDraft((current) => {
      // A changed order is a different order: it gets a new key.
      const next = { ...current, ...changes, idempotencyKey: newKey() };
      try {
        sessionStorage.setItem(STORAGE_KEYS.orderDraft, JSON.stringify(next));
      } catch {
        // Storage blocked: the form still works, the draft just is not kept.
      }
      return next;
    });
  }, []);
  /** Keeps the draft (and its key) as it is right before sending, so the retry after a 401 sends the same. */
  const keep = useCallback((value: OrderDraft) => {
    try {
      sessionStorage.setItem(STORAGE_KEYS.orderDraft, JSON.stringify(value));
    } catch {
      // as above
    }
  }, []);
  const clear = useCallback(() => sessionStorage.removeItem(STORAGE_KEYS.orderDraft), []);
  return { draft, update, keep, clear };
}
