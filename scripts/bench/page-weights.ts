import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CSS_BUDGET, FIRST_LOAD_JS_BUDGET, pageKind, type PageKind } from "./budgets";
import { firstLoadScripts, measureFiles, moduleReader, stylesheets } from "./first-load-js";
import { htmlFileFor } from "./routes";

export interface PageWeight {
  path: string;
  kind: PageKind;
  /** First-load JavaScript, compressed as sent (brotli) and as gzip. */
  jsBrotli: number;
  jsGzip: number;
  /** JavaScript loaded only when the visitor nears a block (the contact form), brotli; not first-load. */
  whenSeenJsBrotli: number;
  cssBrotli: number;
  overBudget: string[];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** First-load JavaScript and CSS of each page, checked against its kind's budget. */
export function measurePageWeights(clientDir: string, paths: readonly string[]): PageWeight[] {
  const readModule = moduleReader(clientDir);
  return paths.map((path) => {
    const html = readFileSync(join(clientDir, htmlFileFor(path)), "utf8");
    const later: string[] = [];
    const scripts = measureFiles(clientDir, firstLoadScripts(html, readModule, later));
    const whenSeen = measureFiles(clientDir, later);
    const css = measureFiles(
      clientDir,
      stylesheets(html).map((href) => href.replace(/#.*$/, "")),
    );
    const kind = pageKind(path);
    const weight = {
      path,
      kind,
      jsBrotli: sum(scripts.map((chunk) => chunk.brotliBytes)),
      jsGzip: sum(scripts.map((chunk) => chunk.gzipBytes)),
      whenSeenJsBrotli: sum(whenSeen.map((chunk) => chunk.brotliBytes)),
      cssBrotli: sum(css.map((file) => file.brotliBytes)),
    };
    const overBudget = [
      ...(weight.jsBrotli > FIRST_LOAD_JS_BUDGET[kind] ? ["first-load JS"] : []),
      ...(weight.cssBrotli > CSS_BUDGET ? ["CSS"] : []),
    ];
    return { ...weight, overBudget };
  });
}
