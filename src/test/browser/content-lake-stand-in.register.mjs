// `node --import` this file to answer a process's Content Lake requests with the stand-in
// (content-lake-stand-in.preload.ts). Plain JavaScript, as Node loads it before any TypeScript
// loader: registering tsx globally instead (`--import tsx`) left the dev server hanging at start.
import { tsImport } from "tsx/esm/api";

await tsImport("./content-lake-stand-in.preload.ts", import.meta.url);
