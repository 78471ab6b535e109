import type { FastifyInstance } from "fastify";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEnquiryStore, type EnquiryStore } from "./enquiry-store.server";
import { securityHeaders } from "./security-headers.server";
import { TEST_SECURITY, testSiteServer, writeTestBuild } from "./test-site";

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

/** Writes `raw` to the server as it is, and reads the answer until the server closes (or 3 s pass). */
function sendRaw(raw: string): Promise<{ status: number; headers: Map<string, string>; body: string }> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    const done = () => {
      const [head = "", body = ""] = answer.split(/\r\n\r\n(.*)/s);
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = new Map(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body });
    };
    socket.on("close", done);
    setTimeout(() => socket.destroy(), 3_000);
    socket.write(raw);
  });
}

const SITE_HEADERS = securityHeaders(TEST_SECURITY, { path: "/", https: false });

describe("requests refused before they reach a route", () => {
  it.each([
    ["headers too large", 431, `GET / HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${"a".repeat(20_000)}\r\n\r\n`],
    ["a request line that is not HTTP", 400, "HELLO THERE\r\n\r\n"],
    ["a header name with a space in it", 400, "GET / HTTP/1.1\r\nHost: localhost\r\nBad Header: x\r\n\r\n"],
    ["a NUL in the path", 400, "GET /a\u0000b HTTP/1.1\r\nHost: localhost\r\n\r\n"],
    [
      "both Content-Length and Transfer-Encoding (request smuggling)",
      400,
      "POST /api/enquiries HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    ],
    ["an HTTP/1.1 request without Host", 400, "GET / HTTP/1.1\r\n\r\n"],
    ["an Expect header the server cannot meet", 417, "GET / HTTP/1.1\r\nHost: localhost\r\nExpect: 200-ok\r\n\r\n"],
  ])("answer %s with %i and the site's security headers, quoting nothing sent", async (_label, status, raw) => {
    const answer = await sendRaw(raw);
    expect(answer.status).toBe(status);
    for (const [name, value] of Object.entries(SITE_HEADERS)) expect(answer.headers.get(name.toLowerCase())).toBe(value);
    expect(answer.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(answer.body.length).toBe(Number(answer.headers.get("content-length")));
    expect(answer.body).not.toMatch(/HELLO|Bad Header|Padding|200-ok/);
  });

  it("still serves an HTTP/1.0 request without Host, which that version does not require", async () => {
    const answer = await sendRaw("GET /about-us HTTP/1.0\r\n\r\n");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-security-policy")).toBe(SITE_HEADERS["Content-Security-Policy"]);
  });
});
