import type { FastifyRequest } from "fastify";

/**
 * Whether a request's body is an HTML form's (`application/x-www-form-urlencoded`), as a browser
 * posts the enquiry form without JavaScript. Media types are case-insensitive, and parameters
 * (`; charset=UTF-8`) do not change the type, so only the lower-cased type before them is compared.
 */
export function isFormPost(request: Pick<FastifyRequest, "headers">): boolean {
  const mediaType = String(request.headers["content-type"] ?? "")
    .split(";", 1)[0]!
    .trim()
    .toLowerCase();
  return mediaType === "application/x-www-form-urlencoded";
}
