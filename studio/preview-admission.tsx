import { createPreviewSecret } from "@sanity/preview-url-secret/create-secret";
import { useEffect } from "react";
import { definePlugin, useClient, useCurrentUser, type LayoutProps } from "sanity";
import { SANITY_API_VERSION } from "../src/content/api-version";
import {
  ADMISSION_ANSWER,
  ADMISSION_REQUEST,
  type AdmissionAnswer,
  type AdmissionRequest,
} from "../src/content/preview/preview-admission-messages";
import { PRESENTATION_PREVIEW_URL } from "./preview-url";

/** Only the drafts preview's own pages may ask. */
const PREVIEW_ORIGIN = new URL(PRESENTATION_PREVIEW_URL).origin;

/** A request for an admission from a page of the drafts preview, or undefined for any other message. */
export function admissionRequestIn(event: Pick<MessageEvent, "origin" | "data">, previewOrigin = PREVIEW_ORIGIN) {
  const data = event.data as Partial<AdmissionRequest> | null;
  if (event.origin !== previewOrigin || data?.type !== ADMISSION_REQUEST) return undefined;
  return typeof data.requestId === "string" && data.requestId.length <= 100 ? { requestId: data.requestId } : undefined;
}

/**
 * The studio's half of a preview opened in a tab of its own (decision 0051): "Open preview" on a
 * document, or Presentation's "open in a new tab", open the drafts preview in a new tab with the
 * studio as its opener. That tab has no admission (the preview's cookie lives in the studio's frame
 * only, where it was set), so the preview's admission page asks this window for one; the studio
 * answers that page, at the preview's origin only, with a fresh preview secret created as
 * Presentation creates its own (`createPreviewSecret`, by the editor signed in here, expiring within
 * the hour), and the tab goes through the enable route with it.
 */
function AnswerPreviewTabs(props: LayoutProps) {
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const userId = useCurrentUser()?.id;
  useEffect(() => {
    const answer = async (event: MessageEvent) => {
      const request = admissionRequestIn(event);
      if (!request || !event.source) return;
      const { secret } = await createPreviewSecret(client, "outreach-lab/preview-tab", location.href, userId);
      const reply: AdmissionAnswer = { type: ADMISSION_ANSWER, requestId: request.requestId, secret };
      (event.source as Window).postMessage(reply, event.origin);
    };
    const listener = (event: MessageEvent) => void answer(event).catch((error: unknown) => console.error(error));
    window.addEventListener("message", listener);
    return () => window.removeEventListener("message", listener);
  }, [client, userId]);
  return props.renderDefault(props);
}

export const previewAdmission = definePlugin({
  name: "outreach-lab-preview-admission",
  studio: { components: { layout: AnswerPreviewTabs } },
});
