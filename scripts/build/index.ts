/**
 * `npm run build`: the prerendered site in build/client, then what a server or static host needs
 * beside it: precompressed copies, the `_headers` file, and build/server-config.json (the nonce
 * and addresses the security headers name), all derived from one build.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { headersFile, type SiteSecurityConfig } from "../../src/server/security-headers.server";
import { SERVER_CONFIG_FILE } from "../../src/server/server-config.server";
import { precompress } from "./precompress";

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));
const clientDir = join(projectRoot, "build", "client");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The address each prerendered page answers at: about-us/index.html → /about-us. */
function pagePathOf(htmlFile: string): string | undefined {
  const path = `/${htmlFile.split(sep).join("/")}`;
  if (!path.endsWith("/index.html")) return undefined;
  return path.slice(0, -"/index.html".length) || "/";
}

const seconds = (from: number, to = Date.now()) => `${((to - from) / 1000).toFixed(1)} s`;

const scriptNonce = randomBytes(18).toString("base64");
const started = Date.now();
// The package's own binary rather than npx: npx adds half a second and an npm process that sits
// in memory for the whole build.
const build = spawnSync(join(projectRoot, "node_modules", ".bin", "react-router"), ["build"], {
  cwd: projectRoot,
  stdio: "inherit",
  env: { ...process.env, SCRIPT_NONCE: scriptNonce },
});
if (build.status !== 0) process.exit(build.status ?? 1);
const built = Date.now();

const files = filesUnder(clientDir);
const htmlFiles = files.filter((file) => file.endsWith(".html"));
// Every page must carry this build's nonce, or the policy below would block its scripts.
const missing = htmlFiles.filter((file) => !readFileSync(file, "utf8").includes(`nonce="${scriptNonce}"`));
if (missing.length > 0) {
  console.error(`These pages carry no script nonce, so their scripts would be blocked: ${missing.join(", ")}`);
  process.exit(1);
}

const config: SiteSecurityConfig = {
  scriptNonce,
  formEndpoint: process.env.VITE_FORM_ENDPOINT || undefined,
  apiUrl: process.env.VITE_API_URL || undefined,
};
const pagePaths = htmlFiles.flatMap((file) => pagePathOf(relative(clientDir, file)) ?? []);
writeFileSync(join(clientDir, "_headers"), headersFile(config, pagePaths));
writeFileSync(join(projectRoot, SERVER_CONFIG_FILE), `${JSON.stringify(config, null, 2)}\n`);
const compressing = Date.now();
const compressed = await precompress(files);
// The benchmark reads the phases from this line (scripts/bench/build-timer.ts).
console.log(
  `Built in ${seconds(started)}: React Router build ${seconds(started, built)}, ` +
    `precompressed ${compressed} files in ${seconds(compressing)}, _headers for ${pagePaths.length} pages.`,
);
