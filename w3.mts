import { measurePageWeights } from "./scripts/bench/page-weights.ts";
import { prerenderedPaths } from "./scripts/bench/pages.ts";
const w = measurePageWeights("build/client", prerenderedPaths("build/client"));
const by: Record<string, number[]> = {};
for (const p of w) (by[p.kind] ??= []).push(p.jsBrotli);
for (const [k, v] of Object.entries(by)) { v.sort((a, b) => a - b); console.log(k, "n", v.length, "min", v[0], "median", v[Math.floor(v.length / 2)], "max", v.at(-1), "sum", v.reduce((a, b) => a + b, 0)); }
console.log("over:", w.filter((p) => p.overBudget.length).map((p) => `${p.path} ${p.jsBrotli}`).length, w.filter((p) => p.overBudget.length && p.kind !== "article").map((p) => `${p.path} ${p.jsBrotli}`));
