import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { openEnquiryStore, type EnquiryStore } from "../enquiries/store/enquiry-store.server";
import { createSiteServer } from "./site-server.server";
import { TEST_SECURITY, writeTestBuild } from "./test-site";

const REQUEST_TIMEOUT_MS = 1_000;
/** The time-out, plus Node's check interval (half the time-out here), plus slack for a busy machine. */
const CUT_OFF_WITHIN_MS = 3_000;

let app: FastifyInstance | undefined;
let store: EnquiryStore | undefined;
afterEach(async () => {
  await app?.close();
  await store?.close();
});

describe("a client that sends a request very slowly", () => {
  it("is cut off once the whole request has taken longer than the time-out", async () => {
    store = await openEnquiryStore(":memory:");
    app = await createSiteServer({
      root: writeTestBuild(),
      security: TEST_SECURITY,
      store,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      log: { level: "silent" },
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as { port: number };

    const started = Date.now();
    const socket = connect({ host: "127.0.0.1", port });
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("error", () => undefined);
    socket.write(
      "POST /api/enquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{",
    );
    // One byte every 200 ms: never idle long enough for an idle time-out, never finished.
    const trickle = setInterval(() => socket.write(" "), 200);
    const outcome = await new Promise<"cut off" | "still open">((resolve) => {
      socket.once("close", () => resolve("cut off"));
      setTimeout(() => resolve("still open"), CUT_OFF_WITHIN_MS);
    });
    clearInterval(trickle);
    socket.destroy();

    expect(outcome).toBe("cut off");
    expect(Date.now() - started).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(answer === "" || answer.startsWith("HTTP/1.1 408")).toBe(true);
  }, 10_000);
});
