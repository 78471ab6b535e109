import { existsSync, readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMBEDDED_DATASET_DIR } from "../../content/config.server";
import { PREVIEW_COOKIE, PREVIEW_ENABLE_PATH } from "../../content/preview/preview-mode";
import type { Document } from "./content-lake-stand-in";
import type { DevServer } from "./dev-server";
import {
  draftAndReleaseOfService,
  PREVIEWED_PAGE as PAGE,
  RELEASE_TITLE,
  STAND_IN_STUDIO,
  startDraftsPreview,
  studioSecret,
  TEST_COOKIE_SECRET,
  writeContentLake,
} from "./drafts-preview-server";

/**
 * The drafts preview's gate, from outside, as `npm run preview:drafts` serves it (production build,
 * the site's own server): what anyone may fetch, what an admitted editor may, and what nobody may.
 * Requests are written byte for byte (node:http sends the path as given: no `..` is resolved and no
 * escape decoded on the way), each under two host names.
 */
// The same studio as drafts-preview.test.ts, and the same preview build (`build-preview/` for `npm run preview:drafts`).
const STUDIO_ORIGIN = STAND_IN_STUDIO.origin;
const BUILD_DIR = STAND_IN_STUDIO.buildDir;
const SECRET = "a-secret-the-studio-stored-for-the-gate-test";
const SHARED_SECRET = "a-share-link-secret-from-before-sharing-was-off";
const DRAFT_TITLE = "Blogger outreach, as drafted for the gate test";
const UNPUBLISHED_PAGE = "/a-page-nobody-has-published";
const HOSTS = ["preview.example.co.uk", "localhost"];
const projectRoot = resolve(import.meta.dirname, "../../..");

let lake: { file: string; remove: () => void };
let preview: DevServer;

/** Besides the embedded dataset: a draft and a release version of one service, an unpublished page, the studio's secret and an old share link's. */
function unpublishedEdits(documents: Document[]): Document[] {
  const page = documents.find((document) => document._type === "page")! as Document & { path: { current: string } };
  return [
    ...draftAndReleaseOfService(documents, DRAFT_TITLE),
    { ...page, _id: "drafts.page-unpublished", path: { ...page.path, current: UNPUBLISHED_PAGE } },
    studioSecret("sanity-preview-url-secret.gate-test", SECRET),
    studioSecret("sanity-preview-url-secret.share-access", SHARED_SECRET, "sanity.previewUrlShareAccess"),
  ];
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request, its path sent exactly as written. */
function get(base: string, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    const sent = request({ host: hostname, port, path, method, headers, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    sent.on("error", fail);
    sent.end();
  });
}

const enablePath = (secret: string, perspective?: string) =>
  `${PREVIEW_ENABLE_PATH}?sanity-preview-secret=${encodeURIComponent(secret)}&sanity-preview-pathname=${encodeURIComponent(PAGE)}` +
  (perspective ? `&sanity-preview-perspective=${encodeURIComponent(perspective)}` : "");

/** The admission cookie the enable route sets for `secret`, as `name=value`, with its full Set-Cookie line. */
async function admit(
  base: string,
  secret = SECRET,
  perspective?: string,
): Promise<{ cookie: string; setCookie: string; answer: Answer }> {
  const answer = await get(base, enablePath(secret, perspective), { host: HOSTS[0]! });
  const setCookie = [answer.headers["set-cookie"] ?? []].flat()[0] ?? "";
  return { cookie: setCookie.split(";", 1)[0]!, setCookie, answer };
}

/** Project files, each by a line of it that no page shows. */
const PROJECT_FILES = [
  { file: "package.json", marker: '"name": "agency-website"' },
  { file: "src/root.tsx", marker: "RENDER_ANNOUNCEMENT_DELAY_MS" },
  { file: "vite.config.ts", marker: "codeSplitting" },
  { file: "src/content/dataset/data.ndjson", marker: readFileSync(`${EMBEDDED_DATASET_DIR}data.ndjson`, "utf8").slice(0, 80) },
  { file: `${BUILD_DIR}/server/index.js`, marker: "server_manifest_default" },
  { file: "node_modules/react/package.json", marker: '"homepage": "https://react.dev/"' },
  { file: "data/enquiries.db", marker: "SQLite format 3" },
];

const encodeEvery = (text: string) =>
  [...text].map((c) => (c === "/" ? c : `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`)).join("");

/** The hostile paths: the list, then each project file reached every way a path can be bent. */
const HOSTILE_PATHS = [
  "/",
  PAGE,
  `${PAGE}.data`,
  "/_root.data",
  `${PAGE}/`,
  UNPUBLISHED_PAGE,
  "/sitemap.xml",
  "/sitemap",
  "/robots.txt",
  "/_redirects",
  "/nope.png",
  "/__x",
  "/blog/x.png",
  "/about-us/x.png",
  "/__manifest?p=%2Fservices%2Fblogger-outreach",
  "/@vite/client",
  "/@id/virtual:react-router/server-build",
  `/@fs${projectRoot}/package.json`,
  "/node_modules/.vite/deps/_metadata.json",
  "/src/",
  "/data/",
  "/.env",
  "/.git/config",
  "/build-preview/preview-build.json",
  "/preview-build.json",
  "/server/index.js",
  "/media/images/x.png",
  "/api/enquiries",
  "/%zz",
  "/%00",
  "/assets/",
  ...PROJECT_FILES.flatMap(({ file }) => [
    `/${file}`,
    `/${encodeEvery(file)}`,
    `/assets/../../${file}`,
    `/assets/%2e%2e/%2e%2e/${file}`,
    `/assets/%252e%252e/%252e%252e/${file}`,
    `/favicon.svg;/../${file}`,
    `/${file};.js`,
    `/..%2f..%2f${file.replaceAll("/", "%2f")}`,
  ]),
];

beforeAll(async () => {
  lake = writeContentLake(unpublishedEdits);
  preview = await startDraftsPreview({ studioOrigin: STUDIO_ORIGIN, contentLake: { file: lake.file }, buildDir: BUILD_DIR });
}, 240_000);

afterAll(async () => {
  await preview?.stop();
  lake?.remove();
});

describe("the drafts preview's gate", () => {
  it("writes nothing anywhere while it renders drafts: no draft reaches the published build's folder or its own", async () => {
    const filesIn = (dir: string) =>
      existsSync(dir)
        ? readdirSync(dir, { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => join(entry.parentPath, entry.name))
        : [];
    const folders = ["build", BUILD_DIR, ".cache"].map((folder) => join(projectRoot, folder));
    // Pictures' metadata (a size, a colour and a tiny placeholder per image file, no text) is kept
    // there by any process that reads a dataset with new pictures: the unit tests, beside this file
    // in `npm test`, wrote one while it ran. Every other file of the three folders must stay as it was.
    // describe-pictures.server.ts's METADATA_CACHE, named here: importing it would load sharp.
    const pictureMetadata = join(projectRoot, ".cache", "image-metadata");
    const filesUnder = (dir: string) => filesIn(dir).filter((file) => !file.startsWith(`${pictureMetadata}/`));
    const before = new Set(folders.flatMap(filesUnder));
    const { cookie } = await admit(preview.url);
    for (const path of [PAGE, `${PAGE}.data`, "/", UNPUBLISHED_PAGE, "/sitemap.xml"]) {
      const answer = await get(preview.url, path, { host: HOSTS[0]!, cookie });
      expect([path, answer.status]).not.toEqual([path, 500]);
    }
    expect(folders.flatMap(filesUnder).filter((file) => !before.has(file))).toEqual([]);
  });

  it(`refuses ${HOSTILE_PATHS.length} hostile paths under two host names without an admission, 401 and empty; with one, shows no project file`, async () => {
    expect(HOSTILE_PATHS.length).toBeGreaterThanOrEqual(60);
    const { cookie } = await admit(preview.url);
    const counts = { requests: 0, refusedEmpty: 0, projectFiles: 0, draftStringsWithoutAdmission: 0 };
    const leaks: string[] = [];
    for (const host of HOSTS) {
      for (const path of HOSTILE_PATHS) {
        for (const admitted of [false, true]) {
          const answer = await get(preview.url, path, admitted ? { host, cookie } : { host });
          counts.requests++;
          for (const { file, marker } of PROJECT_FILES)
            if (answer.body.includes(marker)) {
              counts.projectFiles++;
              leaks.push(`${host} ${path} (admitted: ${admitted}) → ${answer.status}, holds ${file}`);
            }
          if (!admitted) {
            if (answer.body.includes(DRAFT_TITLE) || answer.body.includes(RELEASE_TITLE)) counts.draftStringsWithoutAdmission++;
            if (answer.status === 401 && answer.body === "") counts.refusedEmpty++;
            else leaks.push(`${host} ${path} without admission → ${answer.status}, ${answer.body.length} bytes`);
          }
        }
      }
    }
    console.info(`Hostile paths: ${HOSTILE_PATHS.length} × ${HOSTS.length} hosts × with and without admission:`, counts);
    expect(leaks).toEqual([]);
    expect(counts.projectFiles).toBe(0);
    expect(counts.draftStringsWithoutAdmission).toBe(0);
    expect(counts.refusedEmpty).toBe(HOSTILE_PATHS.length * HOSTS.length);
  }, 180_000);

  it("refuses posts and every other method without an admission, and reads no body", async () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"]) {
      const answer = await get(preview.url, PAGE, { host: HOSTS[0]! }, method);
      expect([method, answer.status, answer.body]).toEqual([method, 401, ""]);
    }
  });

  it("serves its own build's client code to anyone, and nothing beside it", async () => {
    const page = await get(preview.url, PAGE, { host: HOSTS[0]!, cookie: (await admit(preview.url)).cookie });
    const scripts = [...page.body.matchAll(/\/assets\/[\w.-]+\.js/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of new Set(scripts)) {
      const answer = await get(preview.url, script, { host: HOSTS[1]! });
      expect([script, answer.status]).toEqual([script, 200]);
      expect(answer.headers["content-type"]).toMatch(/^text\/javascript/);
      expect(answer.body).not.toContain(DRAFT_TITLE);
    }
  });
});

describe("admission", () => {
  it("is a signed cookie, HttpOnly, Secure, SameSite=None and Partitioned, that expires; the page it opens shows drafts", async () => {
    const { setCookie, answer, cookie } = await admit(preview.url);
    expect(answer.status).toBe(307);
    // No perspective sent: drafts, and the address is the one asked for.
    expect(answer.headers.location).toBe(PAGE);
    const attributes = setCookie.split(";").map((part) => part.trim());
    expect(attributes[0]).toMatch(new RegExp(`^${PREVIEW_COOKIE}=v1\\.\\d+\\.`));
    expect(attributes.slice(1)).toEqual(["Path=/", "Max-Age=28800", "HttpOnly", "Secure", "SameSite=None", "Partitioned"]);
    const page = await get(preview.url, PAGE, { host: HOSTS[0]!, cookie });
    expect(page.status).toBe(200);
    expect(page.body).toContain("Blogger outreach, as drafted");
    // A cookie changed by one character admits no one.
    const forged = cookie.slice(0, -1) + (cookie.endsWith("A") ? "B" : "A");
    expect((await get(preview.url, PAGE, { host: HOSTS[0]!, cookie: forged })).status).toBe(401);
  });

  it("refuses a wrong secret, and the secret of a share link (sharing is not offered)", async () => {
    for (const secret of ["not-the-secret", SHARED_SECRET]) {
      const { answer } = await admit(preview.url, secret);
      expect([secret, answer.status, answer.headers["set-cookie"]]).toEqual([secret, 401, undefined]);
    }
  });

  it("holds across a restart, and on a second preview given the same key; not on one with another key", async () => {
    const { cookie } = await admit(preview.url);
    await preview.stop();
    preview = await startDraftsPreview({ studioOrigin: STUDIO_ORIGIN, contentLake: { file: lake.file }, buildDir: BUILD_DIR });
    expect((await get(preview.url, PAGE, { host: HOSTS[0]!, cookie })).status).toBe(200);
    const second = await startDraftsPreview({
      studioOrigin: STUDIO_ORIGIN,
      contentLake: { file: lake.file },
      buildDir: BUILD_DIR,
    });
    const otherKey = await startDraftsPreview({
      studioOrigin: STUDIO_ORIGIN,
      contentLake: { file: lake.file },
      buildDir: BUILD_DIR,
      cookieSecret: `${TEST_COOKIE_SECRET}-but-another`,
    });
    try {
      const onSecond = await get(second.url, PAGE, { host: HOSTS[0]!, cookie });
      expect(onSecond.status).toBe(200);
      expect(onSecond.body).toContain("Blogger outreach, as drafted");
      const onOther = await get(otherKey.url, PAGE, { host: HOSTS[0]!, cookie });
      expect([onOther.status, onOther.body]).toEqual([401, ""]);
    } finally {
      await Promise.all([second.stop(), otherKey.stop()]);
    }
  }, 120_000);
});

describe("perspectives", () => {
  const titleOf = (html: string) => /<h1[^>]*>([^<]*)/.exec(html)?.[1]?.replace(/[\u200b-\u200d\ufeff\u2060-\u2064]/g, "") ?? "";

  it("shows exactly the perspective Presentation sends: published, drafts, or a release stack", async () => {
    const expected: Record<string, string> = {
      published: "Blogger Outreach",
      drafts: DRAFT_TITLE,
      "rSpring,drafts": RELEASE_TITLE,
    };
    for (const [perspective, title] of Object.entries(expected)) {
      const { cookie, answer } = await admit(preview.url, SECRET, perspective);
      const location = String(answer.headers.location);
      expect(new URL(location, "http://x").searchParams.get("sanity-preview-perspective")).toBe(perspective);
      // The page Presentation is sent to, and a later navigation without the parameter (the admission remembers it).
      for (const path of [location, PAGE]) {
        const page = await get(preview.url, path, { host: HOSTS[0]!, cookie });
        expect([perspective, path, titleOf(page.body)]).toEqual([perspective, path, title]);
      }
    }
  });

  it("refuses a perspective it does not know rather than guess", async () => {
    const { answer } = await admit(preview.url, SECRET, "raw");
    expect(answer.status).toBe(400);
    expect(answer.headers["set-cookie"]).toBeUndefined();
  });
});
