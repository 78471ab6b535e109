import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { formatPath, sortFindings, type Finding } from "./markers";

const STUDIO_DIR = fileURLToPath(new URL("..", import.meta.url));
/** The workspace's `sanity` binary (hoisted to the root by npm workspaces), not whatever npx would find. */
const SANITY_BIN = fileURLToPath(new URL("../../node_modules/.bin/sanity", import.meta.url));

/** One line of `sanity documents validate --format ndjson`: a document that has at least one marker. */
interface ReportLine {
  documentId: string;
  documentType: string;
  level: string;
  markers: { level: Finding["level"]; message: string; path: Parameters<typeof formatPath>[0] }[];
}

/**
 * Runs Sanity's own validator over an NDJSON file, as `npm run validate:dataset` does: offline (a
 * dummy token satisfies the CLI; the Content Lake is never reached), reporting warnings too.
 * Returns each reported document's findings by id; documents without findings are absent.
 */
export async function validateFileWithSanityCli(file: string): Promise<Map<string, Finding[]>> {
  const { code, stdout, stderr } = await run(SANITY_BIN, [
    "documents",
    "validate",
    "--file",
    file,
    "--yes",
    "--format",
    "ndjson",
    "--level",
    "warning",
  ]);
  // The CLI exits 1 when it found errors, which these tests expect; anything else means it did not run.
  if (code !== 0 && code !== 1) throw new Error(`sanity documents validate exited with ${code}:\n${stderr}`);
  const lines = stdout.split("\n").filter((line) => line.startsWith("{"));
  if (lines.length === 0 && code !== 0)
    throw new Error(`sanity documents validate reported errors but printed no report:\n${stderr}`);
  const findings = new Map<string, Finding[]>();
  for (const line of lines) {
    const report = JSON.parse(line) as ReportLine;
    findings.set(
      report.documentId,
      sortFindings(
        report.markers.map((marker) => ({ level: marker.level, path: formatPath(marker.path), message: marker.message })),
      ),
    );
  }
  return findings;
}

function run(command: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: STUDIO_DIR,
      env: { ...process.env, SANITY_AUTH_TOKEN: "dummy" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
