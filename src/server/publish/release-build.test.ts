import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { childProcessReleaseBuilder, publishFromEnvironment, reasonFrom, RELEASES_DIR } from "./release-build.server";

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

  it("stop a build after 5 minutes and serve retired releases' files for 10, unless told otherwise", () => {
    const secret = "a".repeat(32);
    expect(publishFromEnvironment(project(), { SANITY_WEBHOOK_SECRET: secret })).toMatchObject({
      timeLimitMs: 300_000,
      keepMs: 600_000,
    });
    expect(
      publishFromEnvironment(project(), {
        SANITY_WEBHOOK_SECRET: secret,
        PUBLISH_BUILD_TIME_LIMIT_SECONDS: "90",
        RELEASE_FILES_KEEP_MINUTES: "30",
      }),
    ).toMatchObject({ timeLimitMs: 90_000, keepMs: 1_800_000 });
    expect(() =>
      publishFromEnvironment(project(), { SANITY_WEBHOOK_SECRET: secret, PUBLISH_BUILD_TIME_LIMIT_SECONDS: "never" }),
    ).toThrow('PUBLISH_BUILD_TIME_LIMIT_SECONDS must be a positive number (got "never")');
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

/** A project whose build is a shell script standing in for `npm run build`'s. */
function projectWithBuild(script: string): string {
  const root = project();
  writeFileSync(join(root, "build.sh"), `#!/bin/sh\n${script}\n`);
  chmodSync(join(root, "build.sh"), 0o755);
  return root;
}

const command = (root: string) => [join(root, "build.sh")] as const;

describe("a release built in a child process", () => {
  it("is written to a new folder under build-releases/, named by BUILD_DIR, with the server's environment", async () => {
    const root = projectWithBuild('mkdir -p "$BUILD_DIR/client" && echo "$CONTENT_MARK" > "$BUILD_DIR/client/index.html"');
    const build = childProcessReleaseBuilder({
      projectRoot: root,
      command: command(root),
      env: { ...process.env, CONTENT_MARK: "from the dataset" },
    });
    const first = await build(new AbortController().signal);
    const second = await build(new AbortController().signal);
    expect(first.root.startsWith(join(root, RELEASES_DIR))).toBe(true);
    expect(second.root).not.toBe(first.root);
    expect(readFileSync(join(first.root, "index.html"), "utf8")).toBe("from the dataset\n");
    await first.discard();
    expect(existsSync(join(first.root, ".."))).toBe(false);
    expect(existsSync(second.root)).toBe(true);
  });

  it("tells the build which release is live (INCREMENTAL_FROM: its build folder), so it renders only what changed since", async () => {
    const root = projectWithBuild(
      'mkdir -p "$BUILD_DIR/client" && echo "from $INCREMENTAL_FROM" > "$BUILD_DIR/client/index.html"',
    );
    const build = childProcessReleaseBuilder({ projectRoot: root, command: command(root) });
    const first = await build(new AbortController().signal, join(root, "build", "client"));
    expect(readFileSync(join(first.root, "index.html"), "utf8")).toBe(`from ${join(root, "build")}\n`);
    const second = await build(new AbortController().signal, first.root);
    expect(readFileSync(join(second.root, "index.html"), "utf8")).toBe(`from ${join(first.root, "..")}\n`);
  });

  it("fails with what the build said, and leaves no folder behind", async () => {
    const root = projectWithBuild(
      'mkdir -p "$BUILD_DIR/client"; echo "Error: The build stopped: page-x (page): path" >&2; exit 1',
    );
    const build = childProcessReleaseBuilder({ projectRoot: root, command: command(root) });
    await expect(build(new AbortController().signal)).rejects.toThrow(
      "The build failed (exit code 1):\nError: The build stopped: page-x (page): path",
    );
    expect(readdirSync(join(root, RELEASES_DIR))).toEqual([]);
  });

  /**
   * Starts a build of `script`, stops it 200 ms in as a server stopping would, and checks it ended
   * by `signal` within seconds (not after its 30 s of sleep), leaving no release folder behind.
   */
  async function expectStoppedBy(signal: "SIGTERM" | "SIGKILL", script: string, { stopGraceMs }: { stopGraceMs?: number } = {}) {
    const root = projectWithBuild(script);
    const build = childProcessReleaseBuilder({ projectRoot: root, command: command(root), stopGraceMs });
    const stopping = new AbortController();
    const started = performance.now();
    const running = build(stopping.signal);
    setTimeout(() => stopping.abort(), 200);
    await expect(running).rejects.toThrow(`The build failed (stopped by ${signal})`);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(readdirSync(join(root, RELEASES_DIR))).toEqual([]);
  }

  it("stops the build, and everything it started, when the server stops", async () => {
    await expectStoppedBy("SIGTERM", "sleep 30 & sleep 30; wait");
  });

  it("kills a build that does not stop when told to (stuck where it ignores SIGTERM)", async () => {
    await expectStoppedBy("SIGKILL", "trap '' TERM; sleep 30", { stopGraceMs: 300 });
  });

  it("empties build-releases/ when the server starts: no one serves an earlier run's releases", () => {
    const root = project();
    mkdirSync(join(root, RELEASES_DIR, "release-old"), { recursive: true });
    childProcessReleaseBuilder({ projectRoot: root, command: command(root) });
    expect(existsSync(join(root, RELEASES_DIR))).toBe(false);
  });
});
