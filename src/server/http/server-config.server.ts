import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteSecurityConfig } from "./security-headers.server";

const isScriptHash = (value: unknown) => typeof value === "string" && /^[A-Za-z0-9+/]{43}=$/.test(value);

/** Written by `npm run build` beside build/client (not inside it: it is not for visitors). */
const SERVER_CONFIG_FILE = "build/server-config.json";

/** The security settings of the build whose client folder is `clientRoot`, or a message saying to build first. */
export function readServerConfig(clientRoot: string): SiteSecurityConfig {
  const file = join(clientRoot, "..", "server-config.json");
  if (!existsSync(file)) throw new Error(`No ${SERVER_CONFIG_FILE}: run \`npm run build\` first (npm start does it for you).`);
  const config = JSON.parse(readFileSync(file, "utf8")) as SiteSecurityConfig;
  const { scriptHashes } = config as { scriptHashes?: unknown };
  if (!Array.isArray(scriptHashes) || !scriptHashes.every(isScriptHash))
    throw new Error(`${SERVER_CONFIG_FILE} has no list of script hashes: run \`npm run build\` again.`);
  return config;
}
