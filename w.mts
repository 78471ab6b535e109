import { readFileSync } from "node:fs";
import { firstLoadScripts, measureFiles, moduleReader } from "./scripts/bench/first-load-js.ts";
for (const p of ["services/content-creation", "services/link-packages", "services/blogger-outreach", "about-us", "index", "blog/anchor-text-ratios-explained", "contact-us"]) {
  let html; try { html = readFileSync(`build/client/${p === "index" ? "" : p + "/"}index.html`, "utf8"); } catch { console.log(p, "none"); continue; }
  const files = measureFiles("build/client", firstLoadScripts(html, moduleReader("build/client"), []));
  console.log(p, files.reduce((t, f) => t + f.brotliBytes, 0), files.filter(f => /submission|enquiry|fields/.test(f.file)).map(f => `${f.file}:${f.brotliBytes}`).join(" "));
}
