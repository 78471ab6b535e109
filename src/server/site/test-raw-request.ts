import { connect } from "node:net";

/** An answer as it came over the socket: the status, the headers (names in lower case) and the body. */
export interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/**
 * Writes `raw` to the server at `port` as it is, byte for byte (what no HTTP client would send), and
 * reads the answer until the server closes the connection (or 3 s pass).
 */
export function sendRaw(port: number, raw: string): Promise<RawAnswer> {
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

/** Requests Node or Fastify refuse before any route sees them, each with the status it gets. */
export const REFUSED_REQUESTS: readonly (readonly [label: string, status: number, raw: string])[] = [
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
];

/** What a refusal must never quote back of the requests above. */
export const QUOTED_FROM_REFUSED = /HELLO|Bad Header|Padding|200-ok/;
