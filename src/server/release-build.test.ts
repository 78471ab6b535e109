import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { publishFromEnvironment, reasonFrom } from "./release-build.server";

const project = () => mkdtempSync(join(tmpdir(), "project-"));

describe("the publish route's settings", () => {
  it("are off without SANITY_WEBHOOK_SECRET, so the route does not exist", () => {
    expect(publishFromEnvironment(project(), {})).toBeUndefined();
    expect(publishFromEnvironment(project(), { SANITY_WEBHOOK_SECRET: "  " })).toBeUndefined();
  });

  it("refuse, at start, a secret short enough to guess", () => {
    expect(() => publishFromEnvironment(project(), { SANITY_WEBHOOK_SECRET: "letmein" })).toThrow(
      "SANITY_WEBHOOK_SECRET must be at least 16 characters long (it has 7)",
    );
    expect(publishFromEnvironment(project(), { SANITY_WEBHOOK_SECRET: "a".repeat(32) })).toMatchObject({
      secret: "a".repeat(32),
    });
  });
});

describe("why a build failed", () => {
  it("quotes the build from where it says it failed, without the warnings before or the stack frames", () => {
    const stderr = [
      "The `envFile` option is deprecated, please use `envDir: false` instead.",
      "\u001b[31m✗\u001b[39m Build failed in 93ms",
      "ContentSourceError: The build stopped: a document would break the site's addresses.",
      '  page-terms (page): path "/Terms and Conditions": Use "/" then lowercase words joined by hyphens.',
      "    at gatedAndIndexed (/srv/site/src/content/sources/local-source.server.ts:21:52)",
      "    at async Promise.all (index 0)",
      "  errors: [Getter/Setter]",
      "}",
    ].join("\n");
    expect(reasonFrom(stderr, "Prerendering 85 paths", 1, null)).toBe(
      [
        "The build failed (exit code 1):",
        "✗ Build failed in 93ms",
        "ContentSourceError: The build stopped: a document would break the site's addresses.",
        '  page-terms (page): path "/Terms and Conditions": Use "/" then lowercase words joined by hyphens.',
      ].join("\n"),
    );
  });

  it("says so when the build was stopped, or said nothing", () => {
    expect(reasonFrom("", "", null, "SIGTERM")).toBe("The build failed (stopped by SIGTERM).");
  });
});
