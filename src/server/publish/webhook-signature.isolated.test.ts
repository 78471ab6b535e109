/**
 * POST /api/publish compares a call's signature in constant time: whether the guess is wrong at its
 * first byte or its last, the answer takes as long, so timing it teaches a forger nothing. The
 * comparison itself is Node's `timingSafeEqual`, watched here (this file replaces `node:crypto`,
 * hence isolated): every signature the route checks, right or wrong, must go through it.
 */
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { afterEach, describe, expect, it, vi } from "vitest";
import { timingSafeEqual } from "node:crypto";
import { openEnquiryStore } from "../enquiries/store/enquiry-store.server";
import { testSiteServer, writeTestBuild } from "../site/test-site";

vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof import("node:crypto")>();
  return { ...crypto, timingSafeEqual: vi.fn(crypto.timingSafeEqual) };
});

const SECRET = "a-webhook-secret-for-tests";
const BODY = '{"_id":"claim-approval-surcharge","_type":"claim"}';

/** The same signature with one character changed: `at` counts from the start of its HMAC. */
const withCharacterChanged = (header: string, at: number) => {
  const index = header.indexOf("v1=") + 3 + at;
  return `${header.slice(0, index)}${header[index] === "A" ? "B" : "A"}${header.slice(index + 1)}`;
};

afterEach(() => vi.mocked(timingSafeEqual).mockClear());

describe("POST /api/publish compares signatures in constant time", () => {
  it("sends every signature it checks, right or wrong at any byte, through timingSafeEqual", async () => {
    const store = await openEnquiryStore(":memory:");
    let publishes = 0;
    const app = await testSiteServer({
      root: writeTestBuild(),
      store,
      publish: { secret: SECRET, onPublish: () => (publishes += 1) },
    });
    const post = (signature: string) =>
      app.inject({
        method: "POST",
        url: "/api/publish",
        headers: { "content-type": "application/json", [SIGNATURE_HEADER_NAME]: signature },
        payload: BODY,
      });
    try {
      const right = await encodeSignatureHeader(BODY, Date.now(), SECRET);
      const wrongFirst = withCharacterChanged(right, 0);
      const wrongLast = withCharacterChanged(right, right.length - right.indexOf("v1=") - 4);
      expect((await post(wrongFirst)).statusCode).toBe(401);
      expect((await post(wrongLast)).statusCode).toBe(401);
      expect((await post(right)).statusCode).toBe(202);
      expect(publishes).toBe(1);

      const compared = vi.mocked(timingSafeEqual).mock.calls.map(([given]) => Buffer.from(given as Uint8Array).toString());
      expect(compared).toEqual([wrongFirst, wrongLast, right]);
    } finally {
      await app.close();
      await store.close();
    }
  });
});
