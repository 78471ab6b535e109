import { stegaEncodeSourceMap } from "@sanity/client/stega";
import type { ContentSourceMap } from "@sanity/client";

/**
 * The worst case for the preview: every string a query returns stega-encoded, as if the client's
 * filter let everything through. The library's own encoder does it, over a content source map that
 * maps the whole result to one document; only system fields (`_type`, `_key`, `_id`, `_ref`), which
 * no filter can let through without breaking Sanity's own tools, stay plain.
 */
const WHOLE_RESULT: ContentSourceMap = {
  documents: [{ _id: "worst-case", _type: "worstCase" }],
  paths: ["$"],
  mappings: { $: { type: "value", source: { type: "documentValue", document: 0, path: 0 } } },
};

export function encodeEveryString<Result>(result: Result): Result {
  return stegaEncodeSourceMap(result, WHOLE_RESULT, {
    enabled: true,
    studioUrl: "https://studio.example.com",
    filter: ({ sourcePath }) => !sourcePath.some((segment) => typeof segment === "string" && segment.startsWith("_")),
  });
}

/**
 * The content module with its `fetch` encoding every string while `encoding.on`: what the stega
 * tests mock `fetch.server` with, so a page renders plain or worst-case encoded on demand.
 */
export function withWorstCaseFetch<Module extends { fetch: (...args: never[]) => Promise<unknown> }>(
  original: Module,
  encoding: { on: boolean },
): Module {
  return {
    ...original,
    fetch: async (...args: Parameters<Module["fetch"]>) => {
      const result = await original.fetch(...args);
      return encoding.on ? encodeEveryString(result) : result;
    },
  };
}

/**
 * An encoded payload: a run of the invisible characters @vercel/stega writes (zero-width space and
 * joiners, word joiner and invisible operators, BOM, musical formatting marks), four or more, as the
 * library itself detects them.
 */
export const STEGA_PAYLOAD = /[\u200b-\u200d\u2060-\u2063\ufeff\u{1d173}-\u{1d17a}]{4,}/gu;
