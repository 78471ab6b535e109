import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openEnquiryStore } from "./store/enquiry-store.server";
import { startServerProcess, type ServerProcess } from "../site/test-server-child";
import { writeTestBuild } from "../site/test-site";

const root = writeTestBuild();

/** A form service on loopback that records each idempotency key and answers, or never answers. */
async function formService({ answers }: { answers: boolean }) {
  const received: string[] = [];
  const server: Server = createServer((request, response) => {
    received.push(String(request.headers["idempotency-key"]));
    if (answers) response.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/collect`,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

let running: ServerProcess | undefined;
afterEach(() => {
  running?.child.kill("SIGKILL");
  running = undefined;
});

async function post(url: string, n: number): Promise<string> {
  const response = await fetch(`${url}/api/enquiries`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      name: `Visitor ${n}`,
      email: `visitor${n}@example.co.uk`,
      phone: "",
      message: `Enquiry number ${n}: twenty links a month, please.`,
      fill_ms: 10_000,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe("stopping the server (SIGTERM)", () => {
  it("exits within 10 s while a destination hangs, and after a restart delivers every pending enquiry exactly once", async () => {
    const dbUrl = `file:${join(mkdtempSync(join(tmpdir(), "shutdown-")), "enquiries.db")}`;
    const hanging = await formService({ answers: false });
    running = await startServerProcess({ TEST_SITE_ROOT: root, TEST_DB_URL: dbUrl, TEST_FORWARD_URL: hanging.url });
    const ids = [await post(running.url, 1), await post(running.url, 2), await post(running.url, 3)];
    // A send is in flight, waiting for an answer that never comes.
    await vi.waitFor(() => expect(hanging.received.length).toBeGreaterThan(0), { timeout: 5_000, interval: 20 });

    const stopping = Date.now();
    running.child.kill("SIGTERM");
    const code = await running.exited;
    expect(Date.now() - stopping).toBeLessThan(10_000);
    expect(code).toBe(0);
    await hanging.close();

    const healthy = await formService({ answers: true });
    running = await startServerProcess({ TEST_SITE_ROOT: root, TEST_DB_URL: dbUrl, TEST_FORWARD_URL: healthy.url });
    await vi.waitFor(() => expect(healthy.received).toHaveLength(3), { timeout: 10_000, interval: 20 });
    running.child.kill("SIGTERM");
    expect(await running.exited).toBe(0);
    await healthy.close();

    expect([...healthy.received].sort()).toEqual([...ids].sort());
    const store = await openEnquiryStore(dbUrl);
    const deliveries = (await store.list()).flatMap((record) => record.deliveries);
    await store.close();
    expect(deliveries.map((delivery) => delivery.status)).toEqual(["delivered", "delivered", "delivered"]);
  }, 60_000);
});
