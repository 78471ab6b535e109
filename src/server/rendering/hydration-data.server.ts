import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { buildDirectory } from "./build-directory.server";

/** Where the prerender writes each page's hydration data, inside the browser build. */
const HYDRATION_DATA_FOLDER = "assets/hydration";

/**
 * Publishes one page's hydration data (React Router's encoded loader data) as a file of its own and
 * answers the address the page fetches it from. Inline, this text was half of a service page's
 * compressed HTML, and it pushed the page past what a slow connection's first round trips carry,
 * although nothing in the first paint reads it; the app fetches it with its modules instead.
 *
 * The name is the content's hash, so the file sits with the other hashed build output: cached for a
 * year, and a page from an older build never hydrates with a newer build's data.
 */
export async function publishHydrationData(
  encodedState: ReadableStream<Uint8Array>,
  clientBuildDir = join(buildDirectory(), "client"),
): Promise<string> {
  const text = await new Response(encodedState).text();
  const name = `${createHash("sha256").update(text).digest("base64url").slice(0, 16)}.txt`;
  const folder = join(clientBuildDir, ...HYDRATION_DATA_FOLDER.split("/"));
  await mkdir(folder, { recursive: true });
  // A file of this name already holds this text (the name is its hash). A publish that renders only
  // what changed starts from links to the live release's files, which must never be written through.
  await writeFile(join(folder, name), text, { flag: "wx" }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "EEXIST") throw error;
  });
  return `/${HYDRATION_DATA_FOLDER}/${name}`;
}
