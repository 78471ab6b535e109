import { describe, expect, it } from "vitest";
import { ADMISSION_LIFETIME_SECONDS, admissionSigner } from "./preview-admission.server";

const KEY = "a-key-of-thirty-two-characters-or-more";
const NOW = Date.UTC(2026, 10, 26, 9, 0, 0);

describe("the preview's admission cookie", () => {
  it("carries the perspective it was issued for, and holds until its lifetime is over", () => {
    const signer = admissionSigner(KEY);
    const value = signer.issue(["rSpring", "drafts"], NOW);
    expect(signer.verify(value, NOW)).toEqual({
      expires: NOW / 1000 + ADMISSION_LIFETIME_SECONDS,
      perspective: ["rSpring", "drafts"],
    });
    expect(signer.verify(value, NOW + (ADMISSION_LIFETIME_SECONDS - 1) * 1000)?.perspective).toEqual(["rSpring", "drafts"]);
    expect(signer.verify(value, NOW + ADMISSION_LIFETIME_SECONDS * 1000)).toBeUndefined();
  });

  it("is honoured by any signer with the same key (a restart, a second instance), by none with another", () => {
    const value = admissionSigner(KEY).issue("published", NOW);
    expect(admissionSigner(KEY).verify(value, NOW)?.perspective).toBe("published");
    expect(admissionSigner(`${KEY}-another`).verify(value, NOW)).toBeUndefined();
  });

  it("admits no one with a value changed in any part: expiry, perspective or signature", () => {
    const signer = admissionSigner(KEY);
    const [version, expires, perspective, signature] = signer.issue("drafts", NOW).split(".") as [string, string, string, string];
    const tampered = [
      [version, String(Number(expires) + 3600), perspective, signature],
      [version, expires, Buffer.from("published").toString("base64url"), signature],
      [version, expires, perspective, `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`],
      ["v2", expires, perspective, signature],
      [expires, perspective, signature],
    ];
    for (const parts of tampered) expect(signer.verify(parts.join("."), NOW), parts.join(".")).toBeUndefined();
    for (const junk of [undefined, "", "made-up", "v1...", "v1.1.2.3.4"]) expect(signer.verify(junk, NOW), junk).toBeUndefined();
  });

  it("refuses a key shorter than 32 characters", () => {
    expect(() => admissionSigner("short")).toThrow(/PREVIEW_COOKIE_SECRET is 5 characters/);
  });
});
