import { describe, expect, it } from "vitest";
import { parseArgs, UsageError } from "./args";

describe("webhook:create arguments", () => {
  it("reads the project, dataset and build hook, --name=value or --name value", () => {
    expect(parseArgs(["--project=abc123", "--dataset", "production", "--url", "https://example.com/hook"])).toEqual({
      help: false,
      projectId: "abc123",
      dataset: "production",
      buildHookUrl: "https://example.com/hook",
    });
  });

  it("prefers --url to SANITY_BUILD_HOOK_URL", () => {
    const env = { SANITY_BUILD_HOOK_URL: "https://example.com/from-env" };
    expect(parseArgs(["--project", "abc", "--dataset", "x"], env)).toMatchObject({
      buildHookUrl: "https://example.com/from-env",
    });
    expect(parseArgs(["--project", "abc", "--dataset", "x", "--url", "https://example.com/flag"], env)).toMatchObject({
      buildHookUrl: "https://example.com/flag",
    });
  });

  it("reads the secret from --secret or SANITY_WEBHOOK_SECRET, and leaves it out when there is none", () => {
    const args = ["--project", "abc", "--dataset", "x", "--url", "https://www.example.co.uk/api/publish"];
    expect(parseArgs([...args, "--secret", "s3cret-long-enough-1"])).toMatchObject({ secret: "s3cret-long-enough-1" });
    expect(parseArgs(args, { SANITY_WEBHOOK_SECRET: "from-the-environment" })).toMatchObject({
      secret: "from-the-environment",
    });
    expect(parseArgs(["--project", "abc", "--dataset", "x", "--url", "https://example.com/hook"])).not.toHaveProperty("secret");
  });

  it.each([
    [
      ["--project", "abc", "--dataset", "x", "--url", "https://www.example.co.uk/api/publish"],
      "The site's publish route refuses unsigned calls: pass --secret",
    ],
    [["--project", "abc", "--dataset", "x", "--url", "https://e.com", "--secret", "short"], "at least 16 characters"],
    [[], "Missing --project and --dataset and --url (or SANITY_BUILD_HOOK_URL)."],
    [["--project", "ABC", "--dataset", "x", "--url", "https://e.com"], `"ABC" is not a Sanity project id`],
    [["--project", "abc", "--dataset", "x", "--url", "not a url"], "must be an https:// address"],
    [["--project", "abc", "--dataset", "x", "--url", "https://e.com", "--force"], "Unknown option '--force'"],
  ])("refuses %j", (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(UsageError);
    expect(() => parseArgs(argv)).toThrow(message);
  });

  it("does not print the secret part of a build hook it refuses", () => {
    const hook = "http://api.netlify.com/build_hooks/5f1e0c9d2b8a7e6f";
    let message = "";
    try {
      parseArgs(["--project", "abc", "--dataset", "x", "--url", hook]);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("must be an https:// address");
    expect(message).toContain("http://api.netlify.com/");
    expect(message).not.toContain("5f1e0c9d2b8a7e6f");
  });
});
