/** POST /api/enquiries: an enquiry checked, rate-limited per visitor, stored and queued for forwarding. */
import type { FastifyInstance } from "fastify";
import { readSubmission, spamReason } from "../../lib/enquiries/enquiry-rules";
import type { SendEnquiryProblem } from "./enquiry-answers.server";
import { wantsHtml } from "./enquiry-answers.server";
import type { Forwarder } from "./enquiry-forwarder.server";
import type { EnquiryStore } from "./store/enquiry-store.server";
import { isCrossSitePost } from "../http/cross-site-post.server";
import { isFormPost } from "../http/form-post.server";

const CROSS_SITE_MESSAGE =
  "Your enquiry came from a page on another site, so we have not sent it. If you meant to write to us, please send it from our own site.";

export interface EnquiryRouteOptions {
  store: EnquiryStore;
  forwarder?: Forwarder;
  destinations?: readonly string[];
  enquiriesPerMinute?: number;
  sendEnquiryProblem: SendEnquiryProblem;
}

export function registerEnquiryRoute(app: FastifyInstance, options: EnquiryRouteOptions) {
  const { sendEnquiryProblem } = options;
  app.post(
    "/api/enquiries",
    {
      preHandler: async (request, reply) => {
        // The host Fastify resolved: Host, or with TRUST_PROXY the last X-Forwarded-Host entry when
        // the connecting peer is a trusted proxy (one that rewrites Host must report the original).
        if (isCrossSitePost(request.headers, request.host))
          return sendEnquiryProblem(reply, request, 403, CROSS_SITE_MESSAGE, { form: CROSS_SITE_MESSAGE });
      },
      config: {
        rateLimit: {
          max: options.enquiriesPerMinute ?? 10,
          timeWindow: 60_000,
          // Counted once the body is read, so a form post that is turned away gets its page back
          // with what was typed (an enquiry is at most 32 KB, so reading it first costs little).
          hook: "preHandler",
          // Who is counted is the site server's one rule for every limit (site-server.server.ts):
          // the address Fastify resolved (the socket's, or with TRUST_PROXY the one the trusted
          // proxies report, never an X-Forwarded-For entry the client wrote itself), normalised,
          // an IPv6 /64 as one visitor.
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            message: `Too many enquiries from this connection. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again, or email us.`,
          }),
        },
      },
    },
    async (request, reply) => {
      const read = readSubmission(request.body);
      if ("errors" in read)
        return sendEnquiryProblem(
          reply,
          request,
          400,
          "Some details need a second look before we can send your enquiry.",
          read.errors,
        );
      const { submission } = read;
      // A JSON body comes from a script (the site's own form sends its fill time with it); a form
      // post may come from a visitor without JavaScript, who has no fill time to send.
      const fromScript = !isFormPost(request);
      const stored = await options.store.add({
        enquiry: submission.enquiry,
        page: submission.page,
        spam: spamReason(submission, { fromScript }),
        destinations: options.destinations ?? [],
        submissionKey: submission.submissionKey,
      });
      // A resend of a stored enquiry (its answer was lost) is answered as the first was, and queues nothing.
      if (!stored.repeated) options.forwarder?.nudge();
      // A suspected bot is answered exactly like a person (it learns nothing); the record is flagged.
      if (wantsHtml(request)) return reply.code(303).header("Location", "/thank-you").send();
      return reply.code(201).send({ id: stored.id });
    },
  );
}
