/**
 * The site's answers to errors and to addresses no route has: the details of a failure go to the
 * log, once; the visitor gets an answer that quotes nothing the request brought.
 */
import type { FastifyInstance } from "fastify";
import type { SendEnquiryProblem } from "../enquiries/enquiry-answers.server";
import { logServerError } from "../http/server-log.server";

const SERVER_FAILURE_MESSAGE =
  "Something went wrong on our side and your enquiry was not sent. Please try again shortly, or email us.";
export const NOT_FOUND_MESSAGE = "Not found";
export const API_NOT_FOUND_MESSAGE = "There is no such address in this site's API.";

export function answerErrors(app: FastifyInstance, sendEnquiryProblem: SendEnquiryProblem) {
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    const isApi = request.url.startsWith("/api/");
    if (status >= 500) {
      // The details go to the log, once; the visitor gets a generic answer that reveals nothing.
      logServerError(request, reply, error);
      if (isApi) return sendEnquiryProblem(reply, request, status, SERVER_FAILURE_MESSAGE, { form: SERVER_FAILURE_MESSAGE });
      return reply
        .code(status)
        .type("text/plain; charset=utf-8")
        .send("Something went wrong on our side. Please try again shortly.");
    }
    const message = clientErrorMessage(status, error);
    if (isApi) return sendEnquiryProblem(reply, request, status, message, { form: message });
    return reply.code(status).type("text/plain; charset=utf-8").send(message);
  });

  // Fastify's own 404 names the method and URL; this one names nothing the request brought.
  app.setNotFoundHandler((request, reply) =>
    request.url.startsWith("/api/")
      ? reply.code(404).send({ message: API_NOT_FOUND_MESSAGE, errors: { form: API_NOT_FOUND_MESSAGE } })
      : reply.code(404).type("text/plain; charset=utf-8").send(NOT_FOUND_MESSAGE),
  );
}

function clientErrorMessage(status: number, error: { code?: string; message: string }): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Send the enquiry as JSON (application/json) or as a form (application/x-www-form-urlencoded).";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "That is more than an enquiry can hold. Please shorten the message.";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The enquiry was empty.";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "The enquiry could not be read: the JSON is malformed.";
    default:
      break;
  }
  if (status === 400 && error instanceof SyntaxError) return "The enquiry could not be read: the JSON is malformed.";
  if (status === 429) return error.message;
  return status === 404 ? "Not found" : "The request could not be understood.";
}
