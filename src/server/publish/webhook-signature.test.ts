import { encodeSignatureHeader } from "@sanity/webhook";
import { describe, expect, it } from "vitest";
import { isSignedWith } from "./webhook-signature.server";

const SECRET = "a-webhook-secret-for-tests";
// A projection may carry any text: the HMAC covers its UTF-8 bytes, as Sanity signs them.
const BODY = '{"_id":"page-about-us","_type":"page","title":"Über uns – £ 😀"}';
const TIMESTAMP = Date.parse("2026-11-26T10:00:00Z");

describe("a publish's signature", () => {
  it("is accepted exactly as Sanity writes it", async () => {
    const header = await encodeSignatureHeader(BODY, TIMESTAMP, SECRET);
    expect(isSignedWith(BODY, header, TIMESTAMP, SECRET)).toBe(true);
  });

  it("is refused for another secret, other bytes or another time", async () => {
    const header = await encodeSignatureHeader(BODY, TIMESTAMP, SECRET);
    expect(isSignedWith(BODY, await encodeSignatureHeader(BODY, TIMESTAMP, "someone-elses-secret"), TIMESTAMP, SECRET)).toBe(
      false,
    );
    expect(isSignedWith(`${BODY} `, header, TIMESTAMP, SECRET)).toBe(false);
    expect(isSignedWith(BODY, header, TIMESTAMP + 1, SECRET)).toBe(false);
    expect(isSignedWith(BODY, "", TIMESTAMP, SECRET)).toBe(false);
  });

  // The route remembers accepted signatures by their text: a second spelling would be a fresh one.
  it("is refused in any spelling but Sanity's: a space, padding or a trailing space", async () => {
    const header = await encodeSignatureHeader(BODY, TIMESTAMP, SECRET);
    for (const spelling of [header.replace(",", ", "), header.replace(",", " "), `${header}=`, `${header} `, ` ${header}`])
      expect(isSignedWith(BODY, spelling, TIMESTAMP, SECRET)).toBe(false);
  });
});
