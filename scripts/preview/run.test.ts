import { describe, expect, it } from "vitest";
import { runDraftsPreview, type PreviewPlan } from "./run";

const SETTINGS = {
  SANITY_PROJECT_ID: "abc123",
  SANITY_DATASET: "production",
  SANITY_READ_TOKEN: "read-token",
  PREVIEW_STUDIO_ORIGIN: "https://outreach-lab.sanity.studio",
  PREVIEW_COOKIE_SECRET: "a-key-of-thirty-two-characters-or-more",
};

function capture() {
  let text = "";
  return { write: (chunk: string) => (text += chunk), text: () => text };
}

/** The run with its build and server recorded rather than made and started. */
function recorded(
  env: NodeJS.ProcessEnv,
  { needed = "there is no preview build yet", buildCode = 0 }: { needed?: string | null; buildCode?: number } = {},
) {
  const builds: { env: NodeJS.ProcessEnv; studioUrl: string }[] = [];
  const served: PreviewPlan[] = [];
  const stderr = capture();
  const options = {
    env,
    stderr,
    buildNeeded: () => needed ?? undefined,
    build: (_dir: string, buildEnv: NodeJS.ProcessEnv, studioUrl: string) => (
      builds.push({ env: buildEnv, studioUrl }),
      buildCode
    ),
    serve: async (plan: PreviewPlan) => (served.push(plan), `http://${plan.host}:${plan.port}`),
  };
  return { options, builds, served, stderr };
}

describe("npm run preview:drafts", () => {
  it("builds the preview for the configured studio when it must, then serves it where HOST and PORT say, behind TRUST_PROXY", async () => {
    const run = recorded({ ...SETTINGS, HOST: "0.0.0.0", PORT: "8080", TRUST_PROXY: "1" });
    expect(await runDraftsPreview([], run.options)).toBe(0);
    expect(run.builds.map((build) => build.studioUrl)).toEqual(["https://outreach-lab.sanity.studio"]);
    expect(run.served).toHaveLength(1);
    expect(run.served[0]).toMatchObject({ host: "0.0.0.0", port: 8080, trustProxy: 1 });
    expect(run.served[0]!.settings).toMatchObject({ projectId: "abc123", studioOrigin: SETTINGS.PREVIEW_STUDIO_ORIGIN });
    expect(run.stderr.text()).toContain("Building the drafts preview (there is no preview build yet)");
    expect(run.stderr.text()).toContain(
      "Drafts preview of project abc123, dataset production at http://0.0.0.0:8080 (production build",
    );
  });

  it("serves the build it has when it is current, on 127.0.0.1:4174 unless told", async () => {
    const run = recorded(SETTINGS, { needed: null });
    expect(await runDraftsPreview([], run.options)).toBe(0);
    expect(run.builds).toEqual([]);
    expect(run.served[0]).toMatchObject({ host: "127.0.0.1", port: 4174, trustProxy: false });
  });

  it("rebuilds when asked, and takes --port", async () => {
    const run = recorded(SETTINGS, { needed: null });
    expect(await runDraftsPreview(["--rebuild", "--port", "5174"], run.options)).toBe(0);
    expect(run.builds).toHaveLength(1);
    expect(run.served[0]!.port).toBe(5174);
  });

  it("starts nothing when the build fails, and says so", async () => {
    const run = recorded(SETTINGS, { buildCode: 3 });
    expect(await runDraftsPreview([], run.options)).toBe(3);
    expect(run.served).toEqual([]);
    expect(run.stderr.text()).toContain("did not build (exit code 3); nothing was started");
  });

  it("says which settings are missing or wrong, and builds and starts nothing", async () => {
    const cases: [NodeJS.ProcessEnv, RegExp][] = [
      [{ SANITY_PROJECT_ID: "abc123" }, /needs SANITY_DATASET, SANITY_READ_TOKEN/],
      [{ ...SETTINGS, PREVIEW_STUDIO_ORIGIN: undefined }, /PREVIEW_STUDIO_ORIGIN/],
      [{ ...SETTINGS, PREVIEW_STUDIO_ORIGIN: "studio.example.com" }, /PREVIEW_STUDIO_ORIGIN/],
      [{ ...SETTINGS, PREVIEW_COOKIE_SECRET: "short" }, /PREVIEW_COOKIE_SECRET/],
      [{ ...SETTINGS, TRUST_PROXY: "true" }, /TRUST_PROXY/],
      [{ ...SETTINGS, PORT: "eighty" }, /port/],
    ];
    for (const [env, message] of cases) {
      const run = recorded(env);
      expect(await runDraftsPreview([], run.options), String(message)).toBe(2);
      expect(run.builds).toEqual([]);
      expect(run.served).toEqual([]);
      expect(run.stderr.text()).toMatch(message);
      expect(run.stderr.text()).toContain("Usage: SANITY_PROJECT_ID=");
    }
  });
});
