import { describe, expect, it } from "vitest";
import { maskCredentials, maskCredentialsIn } from "./mask-secret";

describe("addresses shown without their credentials", () => {
  it("masks the user, password and query values of an address", () => {
    expect(maskCredentials("libsql://ann:hunter2@db.example.com/enquiries?authToken=eyJ.secret&tls=1")).toBe(
      "libsql://…@db.example.com/enquiries?authToken=…&tls=…",
    );
    expect(maskCredentials("file:data/enquiries.db")).toBe("file:data/enquiries.db");
  });

  it("masks every address inside a message, as a library quoted it", () => {
    const masked = maskCredentialsIn(
      'Request cannot be constructed from a URL that includes credentials: https://ann:hunter2@db.example.com/v2/pipeline (was "libsql://db.example.com?authToken=eyJ.secret")',
    );
    expect(masked).toBe(
      'Request cannot be constructed from a URL that includes credentials: https://…@db.example.com/v2/pipeline (was "libsql://db.example.com?authToken=…")',
    );
  });

  it("leaves a message without addresses as it is", () => {
    const message = 'URL_INVALID: A "wss:" URL cannot opt out of TLS; ConnectionFailed("Unable to open /data/x.db: 14")';
    expect(maskCredentialsIn(message)).toBe(message);
  });
});
