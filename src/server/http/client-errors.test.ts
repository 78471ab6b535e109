import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEnquiryStore, type EnquiryStore } from "../enquiries/store/enquiry-store.server";
import { securityHeaders } from "./security-headers.server";
import { QUOTED_FROM_REFUSED, REFUSED_REQUESTS, sendRaw } from "../site/test-raw-request";
import { TEST_SECURITY, testSiteServer, writeTestBuild } from "../site/test-site";

let app: FastifyInstance;
let store: EnquiryStore;
let port: number;

beforeAll(async () => {
  store = await openEnquiryStore(":memory:");
  app = await testSiteServer({ root: writeTestBuild(), store });
  await app.listen({ host: "127.0.0.1", port: 0 });
  ({ port } = app.server.address() as { port: number });
});
afterAll(async () => {
  await app.close();
  await store.close();
});

const SITE_HEADERS = securityHeaders(TEST_SECURITY, { path: "/", https: false });

describe("requests refused before they reach a route", () => {
  it.each(REFUSED_REQUESTS)(
    "answer %s with %i and the site's security headers, quoting nothing sent",
    async (_label, status, raw) => {
      const answer = await sendRaw(port, raw);
      expect(answer.status).toBe(status);
      for (const [name, value] of Object.entries(SITE_HEADERS)) expect(answer.headers.get(name.toLowerCase())).toBe(value);
      expect(answer.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(answer.body.length).toBe(Number(answer.headers.get("content-length")));
      expect(answer.body).not.toMatch(QUOTED_FROM_REFUSED);
    },
  );

  it("still serves an HTTP/1.0 request without Host, which that version does not require", async () => {
    const answer = await sendRaw(port, "GET /about-us HTTP/1.0\r\n\r\n");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-security-policy")).toBe(SITE_HEADERS["Content-Security-Policy"]);
  });
});
