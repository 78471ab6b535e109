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

  it.each([
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
