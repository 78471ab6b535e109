/**
 * `npm start` serves the production build (after `npm run build`) at http://localhost:4173.
 * PORT overrides the port; HOST the interface (default 127.0.0.1).
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createStaticServer } from "./static-server";

const root = fileURLToPath(new URL("../../build/client/", import.meta.url));
if (!existsSync(root)) {
  console.error(`No build at ${root}. Run \`npm run build\` first (npm start does it for you).`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";
createStaticServer({ root })
  .listen(port, host, () => console.log(`Serving the site at http://localhost:${port} (Ctrl+C to stop)`))
  .on("error", (error) => {
    console.error(`Could not start the server on port ${port}: ${error.message}`);
    process.exit(1);
  });
