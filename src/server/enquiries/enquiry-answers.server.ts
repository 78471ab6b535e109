/**
 * How an enquiry that was not taken is answered: JSON for the app, or for a form posted without
 * JavaScript the site's own page with the message and the form again, filled with what was typed.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { SubmissionErrors } from "../../lib/enquiries/enquiry-rules";
import { isFormPost } from "../http/form-post.server";
import type { EnquiryPage } from "./enquiry-page.server";

/** A form post, or a request whose Accept asks for a page rather than JSON, is answered with a page. */
export const wantsHtml = (request: FastifyRequest) => {
  const accept = String(request.headers.accept ?? "").toLowerCase();
  return isFormPost(request) || (!accept.includes("application/json") && accept.includes("text/html"));
};

/** What was posted, when it was read as fields: shown again on the answer's page. */
const postedValues = (request: FastifyRequest): Record<string, unknown> =>
  typeof request.body === "object" && request.body !== null && !Array.isArray(request.body)
    ? (request.body as Record<string, unknown>)
    : {};

/** The heading of the page a form post gets back, by status. */
const ENQUIRY_PAGE_HEADINGS: Record<number, string> = {
  400: "Please check your enquiry",
  403: "Please send your enquiry from our site",
  429: "Please wait a moment before sending again",
};
const NOT_SENT_HEADING = "Your enquiry was not sent";

export type SendEnquiryProblem = (
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  message: string,
  errors: SubmissionErrors,
) => FastifyReply;

/** The answer to an enquiry not taken, with the enquiry page of the request's release. */
export const enquiryProblemSender =
  (enquiryPageOf: (request: FastifyRequest) => EnquiryPage): SendEnquiryProblem =>
  (reply, request, status, message, errors) => {
    if (wantsHtml(request))
      return reply
        .code(status)
        .type("text/html; charset=utf-8")
        .send(
          enquiryPageOf(request)({
            heading: ENQUIRY_PAGE_HEADINGS[status] ?? NOT_SENT_HEADING,
            message,
            errors,
            values: postedValues(request),
          }),
        );
    return reply.code(status).send({ message, errors });
  };
