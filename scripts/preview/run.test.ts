import { describe, expect, it } from "vitest";
import { runDraftsPreview, type StartDevServer } from "./run";

const SETTINGS = {
  SANITY_PROJECT_ID: "abc123",
  SANITY_DATASET: "production",
  SANITY_READ_TOKEN: "read-token",
  PREVIEW_STUDIO_ORIGIN: "http://localhost:3333",
};

function capture() {
  let text = "";
  return { write: (chunk: string) => (text += chunk), text: () => text };
}

describe("npm run preview:drafts", () => {
  it("starts the site's dev server in drafts mode, passing options through", async () => {
    const started: { args: string[]; env: NodeJS.ProcessEnv }[] = [];
    const start: StartDevServer = async (args, env) => (started.push({ args, env }), 0);
    const stderr = capture();
    expect(await runDraftsPreview(["--port", "5174"], { env: SETTINGS, stderr, start })).toBe(0);
    expect(started).toHaveLength(1);
    expect(started[0]!.args).toEqual(["dev", "--port", "5174"]);
    expect(started[0]!.env).toMatchObject({ ...SETTINGS, SANITY_PREVIEW: "drafts" });
    expect(stderr.text()).toContain("Drafts preview of project abc123, dataset production");
  });

  it("says which settings are missing and starts nothing", async () => {
    const stderr = capture();
    let started = false;
    const code = await runDraftsPreview([], {
      env: { SANITY_PROJECT_ID: "abc123" },
      stderr,
      start: async () => ((started = true), 0),
    });
    expect(code).toBe(2);
    expect(started).toBe(false);
    expect(stderr.text()).toMatch(/needs SANITY_DATASET, SANITY_READ_TOKEN/);
    expect(stderr.text()).toContain("Usage: SANITY_PROJECT_ID=");
  });

  it("needs the studio's origin, the one address allowed to frame the preview, and starts nothing without it", async () => {
    for (const origin of [undefined, "studio.example.com"]) {
      const stderr = capture();
      let started = false;
      const code = await runDraftsPreview([], {
        env: { ...SETTINGS, PREVIEW_STUDIO_ORIGIN: origin },
        stderr,
        start: async () => ((started = true), 0),
      });
      expect(code, origin).toBe(2);
      expect(started).toBe(false);
      expect(stderr.text(), origin).toContain("PREVIEW_STUDIO_ORIGIN");
    }
  });
});
