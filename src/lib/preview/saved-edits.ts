import { getPublishedId } from "@sanity/client/csm";
import { vercelStegaDecodeAll } from "@vercel/stega";

/**
 * A change the studio saved, as Presentation hands it to the framed page: every mutation its
 * listener hears (`presentation/snapshot-event`, sent for visual editing's optimistic store), for
 * any document but the system ones.
 */
export interface SavedChange {
  /** The document as stored: a draft (`drafts.…`), a release's version (`versions.<release>.…`) or the published one. */
  documentId: string;
  /** One transaction may change several documents: one event each, with the same id. */
  transactionId: string;
}

interface ComlinkMessage {
  domain?: unknown;
  from?: unknown;
  type?: unknown;
  data?: { event?: { type?: unknown; documentId?: unknown; transactionId?: unknown } };
}

/**
 * The saved change a message from the studio's frame carries, or undefined for any other message.
 * Read from the channel visual editing already keeps with Presentation (`@sanity/comlink`), by
 * listening alongside: Presentation posts the event to the frame whether or not the page uses it.
 */
export function savedChangeIn(message: unknown): SavedChange | undefined {
  const { domain, from, type, data } = (message ?? {}) as ComlinkMessage;
  if (domain !== "sanity/comlink" || from !== "presentation" || type !== "presentation/snapshot-event") return undefined;
  const event = data?.event;
  if (event?.type !== "mutation" || typeof event.documentId !== "string" || typeof event.transactionId !== "string")
    return undefined;
  return { documentId: event.documentId, transactionId: event.transactionId };
}

/** `id=…` in a `data-sanity` attribute (`id=…;type=…;path=…`) or in a stega payload's edit link (`…/intent/edit/mode=…;id=…;…`). */
const ID_IN_TARGET = /(?:^|[;/])id=([^;]+)/;

function idIn(target: string | undefined): string | undefined {
  const found = target ? ID_IN_TARGET.exec(target)?.[1] : undefined;
  if (!found) return undefined;
  try {
    return getPublishedId(decodeURIComponent(found));
  } catch {
    return getPublishedId(found);
  }
}

/**
 * The documents (published ids) the page in `root` shows, as Presentation's overlays find them:
 * every `data-sanity` edit target and every stega-encoded string. A saved change to any of them
 * changes what the editor sees.
 */
export function documentsShownIn(root: Element): Set<string> {
  const shown = new Set<string>();
  for (const element of root.querySelectorAll("[data-sanity]")) {
    const id = idIn(element.getAttribute("data-sanity") ?? undefined);
    if (id) shown.add(id);
  }
  for (const payload of vercelStegaDecodeAll<{ href?: string }>(root.textContent ?? "")) {
    const id = idIn(payload?.href);
    if (id) shown.add(id);
  }
  return shown;
}

/** Whether `change` is to a document the page in `root` shows, in whichever version (draft, release, published). */
export function changesThePage(change: SavedChange, root: Element): boolean {
  return documentsShownIn(root).has(getPublishedId(change.documentId));
}
