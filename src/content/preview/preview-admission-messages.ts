/**
 * The two messages by which a preview tab without an admission asks the studio window that opened
 * it for a preview secret, and the studio answers (decision 0051). Shared by the preview server's
 * admission page and the studio: one spelling for both sides.
 */
export const ADMISSION_REQUEST = "outreach-lab/preview-admission-request";
export const ADMISSION_ANSWER = "outreach-lab/preview-admission-answer";

/** What the tab sends: an id the answer must carry, so a tab believes only the answer to its own request. */
export interface AdmissionRequest {
  type: typeof ADMISSION_REQUEST;
  requestId: string;
}

/** What the studio answers: a secret created for this tab, as Presentation creates one for its frame. */
export interface AdmissionAnswer {
  type: typeof ADMISSION_ANSWER;
  requestId: string;
  secret: string;
}
