/** product.md §9: an external script or stylesheet that has not loaded in this time has failed. */
const RESOURCE_TIMEOUT_MS = 5_000;

/**
 * product.md §8: a resource that fails carries code 0 and its address; one that times out carries code
 * 400 and the message ERROR_REQUEST.
 */
export class ResourceLoadError extends Error {
  override name = "ResourceLoadError";
  constructor(
    readonly code: 0 | 400,
    readonly url: string,
    message: string,
  ) {
    super(message);
  }
}

const pending = new Map<string, Promise<void>>();

/**
 * Loads an external script or stylesheet once per URL (later calls share the first load). Third
 * parties load only where a page calls this, never on every page.
 */
export function loadResource(url: string, kind: "script" | "stylesheet", timeoutMs = RESOURCE_TIMEOUT_MS): Promise<void> {
  const key = `${kind}:${url}`;
  const existing = pending.get(key);
  if (existing) return existing;
  const loading = new Promise<void>((resolve, reject) => {
    const element =
      kind === "script"
        ? Object.assign(document.createElement("script"), { src: url, async: true })
        : Object.assign(document.createElement("link"), { rel: "stylesheet", href: url });
    const timer = window.setTimeout(() => {
      finish();
      // Taken out so a retry starts clean (a stylesheet stops applying; a script that arrives
      // late may still run, which loaders of third-party SDKs must tolerate anyway).
      element.remove();
      reject(new ResourceLoadError(400, url, "ERROR_REQUEST"));
    }, timeoutMs);
    const finish = () => {
      window.clearTimeout(timer);
      element.onload = null;
      element.onerror = null;
    };
    element.onload = () => {
      finish();
      resolve();
    };
    element.onerror = () => {
      finish();
      element.remove();
      reject(new ResourceLoadError(0, url, `Failed to load ${url}`));
    };
    document.head.append(element);
  });
  // A failed load may be retried later; a successful one is remembered.
  pending.set(key, loading);
  loading.catch(() => pending.delete(key));
  return loading;
}
