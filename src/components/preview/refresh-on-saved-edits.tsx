import { useEffect, useEffectEvent } from "react";
import { useRevalidator } from "react-router";
import { changesThePage, savedChangeIn } from "../../lib/preview/saved-edits";

/**
 * After a saved change reaches the page, a second look: the Content Lake tells listeners of a
 * transaction when it is committed, and its queries may show it a moment later.
 */
const LOOK_AGAIN_AFTER_MS = 1_000;

/**
 * Preview only: runs the page's loaders again as soon as the studio has saved a change to a
 * document the page shows (a price typed in the form, a block moved from the overlay), so the
 * framed page follows every saved edit. Presentation's own refresh request comes only for the
 * document open in its form, and only for edits made after it has watched that document for a
 * second (decision 0033); the saved change itself reaches the frame at once, whenever it was typed.
 */
export function RefreshOnSavedEdits() {
  const revalidator = useRevalidator();
  const onMessage = useEffectEvent((event: MessageEvent, lastTransaction: { id?: string }, lookAgain: { timer?: number }) => {
    // From the studio only: the window framing the preview, or the one that opened it in its own window.
    const studio = window.parent !== window ? window.parent : window.opener;
    if (!studio || event.source !== studio) return;
    const change = savedChangeIn(event.data);
    if (!change || !changesThePage(change, document.body)) return;
    // A transaction changing several of the page's documents is one reason to load again.
    if (change.transactionId !== lastTransaction.id) {
      lastTransaction.id = change.transactionId;
      void revalidator.revalidate();
    }
    window.clearTimeout(lookAgain.timer);
    lookAgain.timer = window.setTimeout(() => void revalidator.revalidate(), LOOK_AGAIN_AFTER_MS);
  });
  useEffect(() => {
    const lastTransaction: { id?: string } = {};
    const lookAgain: { timer?: number } = {};
    const listener = (event: MessageEvent) => onMessage(event, lastTransaction, lookAgain);
    window.addEventListener("message", listener);
    return () => {
      window.removeEventListener("message", listener);
      window.clearTimeout(lookAgain.timer);
    };
  }, []);
  return null;
}
