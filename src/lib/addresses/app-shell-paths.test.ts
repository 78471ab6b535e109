import { describe, expect, it } from "vitest";
import { APP_SHELL_PATTERNS, isAppShellPath } from "./app-shell-paths";

describe("the addresses the app shell answers", () => {
  it("are the client area, /logout and embedded http(s) addresses, with or without a trailing slash", () => {
    for (const path of [
      "/login",
      "/client-dashboard/",
      "/create",
      "/logout",
      "/https://calendly.com/eleanor-hughes",
      "/https:/calendly.com/eleanor-hughes",
      "/HTTP://example.co.uk",
      "/old/https://example.co.uk/page",
    ])
      expect({ path, shell: isAppShellPath(path) }).toEqual({ path, shell: true });
  });

  it("are not any other address, which goes home", () => {
    for (const path of ["/", "/no-such-page", "/logout-now", "/login/extra", "/https:", "/https-guide", "/blog/https-explained"])
      expect({ path, shell: isAppShellPath(path) }).toEqual({ path, shell: false });
  });

  it("are the same for a static host: each _redirects pattern names addresses the server also gives the shell", () => {
    for (const pattern of APP_SHELL_PATTERNS) {
      const example = pattern.replace("*", "example.co.uk/page");
      expect({ pattern, shell: isAppShellPath(example) }).toEqual({ pattern, shell: true });
    }
  });
});
