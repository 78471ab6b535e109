import { describe, expect, it } from "vitest";
import { ADMISSION_REQUEST } from "../src/content/preview/preview-admission-messages";
import { admissionRequestIn } from "./preview-admission";

const PREVIEW = "https://preview.example.co.uk";

describe("the studio's answer to a preview tab asking for an admission", () => {
  it("hears a request from a page of the drafts preview, with the id its answer must carry", () => {
    expect(admissionRequestIn({ origin: PREVIEW, data: { type: ADMISSION_REQUEST, requestId: "r1" } }, PREVIEW)).toEqual({
      requestId: "r1",
    });
  });

  it("ignores the same request from any other site, and any other message", () => {
    const request = { type: ADMISSION_REQUEST, requestId: "r1" };
    expect(admissionRequestIn({ origin: "https://preview.example.co.uk.evil.test", data: request }, PREVIEW)).toBeUndefined();
    expect(admissionRequestIn({ origin: "https://www.outreachlab.co.uk", data: request }, PREVIEW)).toBeUndefined();
    expect(admissionRequestIn({ origin: PREVIEW, data: { type: "sanity/comlink", requestId: "r1" } }, PREVIEW)).toBeUndefined();
    expect(admissionRequestIn({ origin: PREVIEW, data: { type: ADMISSION_REQUEST } }, PREVIEW)).toBeUndefined();
    expect(
      admissionRequestIn({ origin: PREVIEW, data: { type: ADMISSION_REQUEST, requestId: "x".repeat(101) } }, PREVIEW),
    ).toBeUndefined();
    expect(admissionRequestIn({ origin: PREVIEW, data: null }, PREVIEW)).toBeUndefined();
  });
});
