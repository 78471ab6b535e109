/**
 * The publish route with real builds: the site's own server, started on a scratch copy of the
 * project, takes a signed publish, rebuilds from the edited dataset in a child process and serves
 * the new wording, with the drafts preview built and running on the same checkout, as an agency
 * may run both on one machine; a publish whose content the gate refuses keeps the site as it was.
 * Two site builds (the first is the build tests' shared one, baseline-build.ts) and one preview
 * build take about a minute on two cores; `npm run test:build` runs this file.
 */
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RELEASES_DIR, childProcessReleaseBuilder } from "../../src/server/publish/release-build.server";
import { startSite, type RunningSite } from "../../src/server/site/start-site.server";
import { freePort, projectTool, startServerProcess, type DevServer } from "../../src/test/browser/dev-server";
import { withClaimWording } from "../bench/claim-edit";
import { differing, diffTrees, digestTree } from "../bench/tree-diff";
import { scratchWithBaselineBuild } from "../build/baseline-build";
import { shellEnv } from "../build/scratch-project";

const SECRET = "a-webhook-secret-for-tests";
const CLAIM = "claim-approval-surcharge";
const NEW_WORDING = "an extra 12% (published for a test)";
const PAGE = "/services/blogger-outreach";

let root: string;
let datasetFile: string;
let original: string;
let site: RunningSite;
let preview: DevServer | undefined;
const logLines: string[] = [];

beforeAll(async () => {
  // Built as `npm run build` leaves it: the build tests' shared full build of the same content.
  root = await scratchWithBaselineBuild("publish-build-");
  // The dataset an editor publishes to: a copy beside the same images, edited by the tests.
  const contentDir = join(root, "live-content");
  mkdirSync(contentDir);
  original = readFileSync(join(root, "src", "content", "dataset", "data.ndjson"), "utf8");
  datasetFile = join(contentDir, "data.ndjson");
  writeFileSync(datasetFile, original);
  symlinkSync(join(root, "src", "content", "dataset", "images"), join(contentDir, "images"));
  const env = { ...shellEnv(), EMBEDDED_DATASET_FILE: datasetFile };
  site = await startSite({
    root: join(root, "build", "client"),
    dbUrl: ":memory:",
    destinations: [],
    log: { level: "info", stream: { write: (line) => logLines.push(line) } },
    publish: { secret: SECRET, build: childProcessReleaseBuilder({ projectRoot: root, env }) },
  });
});

afterAll(async () => {
  await preview?.stop();
  await site?.close();
  rmSync(root, { recursive: true, force: true });
});

async function publish(body: string) {
  const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
  return fetch(`${site.url}/api/publish`, {
    method: "POST",
    headers: { "content-type": "application/json", [SIGNATURE_HEADER_NAME]: signature },
    body,
  });
}

const pageText = async () => (await fetch(`${site.url}${PAGE}`)).text();

/**
 * `npm run preview:drafts` in the scratch project, as an editor's preview runs beside the site: it
 * makes its build (build-preview/) and starts; resolves once it refuses a page without an admission.
 * It reads the Content Lake only when a page is asked for, so none is needed here.
 */
async function startDraftsPreview(): Promise<DevServer> {
  const port = await freePort();
  return startServerProcess({
    name: "preview:drafts",
    command: [projectTool("tsx"), "scripts/preview/index.ts"],
    cwd: root,
    port,
    env: {
      PORT: String(port),
      SANITY_PROJECT_ID: "stand-in",
      SANITY_DATASET: "production",
      SANITY_READ_TOKEN: "viewer-token",
      PREVIEW_STUDIO_ORIGIN: "https://outreach-lab.sanity.studio",
      PREVIEW_COOKIE_SECRET: "a-test-key-for-the-preview-admission-cookie",
      LOG_LEVEL: "warn",
    },
    readyPath: "/",
    readyStatus: 401,
    readyWithinMs: 180_000,
  });
}

describe("publishing on the site's own server, with real builds", () => {
  it("serves an edited claim's new wording once the signed publish's build is live, the drafts preview built and running beside it", async () => {
    // The preview's build writes nothing under build/: the site's files, and the server bundle a
    // publish renders changed pages with, are the site's own.
    const siteBuild = digestTree(join(root, "build"));
    preview = await startDraftsPreview();
    expect(existsSync(join(root, "build-preview", "server", "index.js"))).toBe(true);
    expect.soft(differing(diffTrees(siteBuild, digestTree(join(root, "build")))).slice(0, 10)).toEqual([]);

    expect(await pageText()).not.toContain(NEW_WORDING);
    writeFileSync(datasetFile, withClaimWording(original, CLAIM, NEW_WORDING));
    const response = await publish(`{"_id":"${CLAIM}","_type":"claim"}`);
    expect(response.status).toBe(202);
    await site.publisher!.idle();

    expect(await pageText()).toContain(NEW_WORDING);
    // From the site's own build: only the pages the edit reached were rendered again.
    const live = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === "publish is live");
    expect(live?.build).toMatch(/paths rendered again/);
    // Built beside the first build, which is left as it was.
    expect(readdirSync(join(root, RELEASES_DIR))).toHaveLength(1);
    expect(readFileSync(join(root, "build", "client", ...PAGE.slice(1).split("/"), "index.html"), "utf8")).not.toContain(
      NEW_WORDING,
    );
  }, 300_000);

  it("keeps serving the last good build, and logs why, when the content gate stops the next", async () => {
    const broken = withClaimWording(original, CLAIM, NEW_WORDING).replace(
      '"path":{"_type":"slug","current":"/terms"}',
      '"path":{"_type":"slug","current":"/Terms and Conditions"}',
    );
    expect(broken).toContain("/Terms and Conditions");
    writeFileSync(datasetFile, broken);
    expect((await publish('{"_id":"page-terms","_type":"page"}')).status).toBe(202);
    await site.publisher!.idle();

    expect(await pageText()).toContain(NEW_WORDING);
    expect((await fetch(`${site.url}/terms`)).status).toBe(200);
    const failure = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.level === 50);
    expect(failure).toMatchObject({
      msg: "publish failed: the site keeps serving the previous build",
      reason: expect.stringContaining("page-terms (page)"),
    });
    // The failed build's folder is gone; the live release's is not.
    expect(readdirSync(join(root, RELEASES_DIR))).toHaveLength(1);
    expect(existsSync(join(root, "build", "client", "index.html"))).toBe(true);
  });
});
