/** Every response carries the security headers of the request's release; every HTTP/1.1 request must name its host. */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { answerUnmetExpectation, siteRefusalHeaders } from "../http/client-errors.server";
import { requestPath } from "./request-path.server";
import { securityHeaders, type SiteSecurityConfig } from "../http/security-headers.server";
import type { SiteRelease } from "../release/site-release.server";

export function addSiteHeaders(
  app: FastifyInstance,
  {
    currentSecurity,
    releaseOf,
  }: { currentSecurity: () => SiteSecurityConfig; releaseOf: (request: FastifyRequest) => SiteRelease },
) {
  app.server.on("checkExpectation", answerUnmetExpectation(siteRefusalHeaders(currentSecurity)));

  app.addHook("onRequest", async (request, reply) => {
    releaseOf(request);
    // HTTP/1.1 requires Host (RFC 9112 §3.2); HTTP/1.0 predates it.
    if (request.raw.httpVersion === "1.1" && request.headers.host === undefined)
      return reply.code(400).header("Connection", "close").type("text/plain; charset=utf-8").send("Bad request");
  });

  app.addHook("onSend", async (request, reply) => {
    let path = "/";
    try {
      path = requestPath(request.url);
    } catch {
      // a refused path still gets the headers (of an ordinary page)
    }
    reply.headers(securityHeaders(releaseOf(request).security, { path, https: request.protocol === "https" }));
  });
}
