import type { ContentSourceMap } from "@sanity/client/csm";
import { stegaEncodeSourceMap } from "@sanity/client/stega";
import type { InitializedStegaConfig } from "@sanity/client";
import { keepUnchanged } from "./keep-unchanged";

/** An answer as last encoded: what the studio sent (kept as `keepUnchanged` shares it), and the same with its strings encoded. */
export interface EncodedAnswer {
  raw: unknown;
  encoded: unknown;
  /** The answer's source documents, by id: another set means every edit link may differ. */
  documents: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const documentsOf = (sourceMap: ContentSourceMap) => sourceMap.documents.map((document) => document._id).join(",");

/** Where a string sits in an answer. */
type Path = (string | number)[];

/**
 * The answer with its visible strings stega-encoded for click-to-edit, as the preview server's
 * client encodes them (`stegaEncodeSourceMap`, the same settings). Encoding every string of a page
 * costs about 100 ms on a busy phone-class core, for each keystroke; an answer differs from the one
 * before in the field being typed. So what did not change is taken from the previous encoding, and
 * only the strings that did are encoded, by the same function: over a copy of the answer that holds
 * those strings alone (every other value left out, each object's `_key` and `_type` kept, which is
 * all the encoder reads besides the strings), so each is encoded exactly as in the whole answer.
 */
export function encodeLiveAnswer(
  previous: EncodedAnswer | undefined,
  answer: unknown,
  sourceMap: ContentSourceMap,
  config: InitializedStegaConfig,
): EncodedAnswer {
  const documents = documentsOf(sourceMap);
  const raw = keepUnchanged(previous?.raw, answer);
  if (!previous || previous.documents !== documents || typeof raw !== "object" || raw === null)
    return { raw, encoded: stegaEncodeSourceMap(raw, sourceMap, config), documents };
  const changed: Path[] = [];
  const reuse = (value: unknown, before: unknown, encodedBefore: unknown, path: Path): unknown => {
    if (value === before) return encodedBefore;
    if (Array.isArray(value)) {
      const list = Array.isArray(before) && Array.isArray(encodedBefore) ? { before, encodedBefore } : undefined;
      const copy: unknown[] = [];
      value.forEach((item, index) => {
        copy[index] = reuse(item, list?.before[index], list?.encodedBefore[index], [...path, index]);
      });
      return copy;
    }
    if (isRecord(value)) {
      const pair = isRecord(before) && isRecord(encodedBefore) ? { before, encodedBefore } : undefined;
      const copy: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value))
        copy[key] = reuse(item, pair?.before[key], pair?.encodedBefore[key], [...path, key]);
      return copy;
    }
    if (typeof value === "string") changed.push(path);
    return value;
  };
  const encoded = reuse(raw, previous.raw, previous.encoded, []);
  if (changed.length === 0) return { raw, encoded, documents };
  const encodedStrings = stegaEncodeSourceMap(onlyThese(raw, changed), sourceMap, config);
  for (const path of changed) setAt(encoded, path, getAt(encodedStrings, path));
  return { raw, encoded, documents };
}

/** `answer` holding only the strings at `changed` (and each object's `_key` and `_type`, which the encoder reads). */
function onlyThese(answer: unknown, changed: readonly Path[]): unknown {
  const root: { value?: unknown } = {};
  for (const path of changed) {
    let source: unknown = answer;
    let target: Record<string | number, unknown> = root;
    let key: string | number = "value";
    for (const segment of path) {
      if (target[key] === undefined) target[key] = Array.isArray(source) ? [] : skeleton(source);
      target = target[key] as Record<string | number, unknown>;
      source = (source as Record<string | number, unknown>)[segment];
      key = segment;
    }
    target[key] = source;
  }
  return root.value;
}

/** An object reduced to what the encoder reads of it besides its strings. */
function skeleton(value: unknown): Record<string, unknown> {
  if (!isRecord(value)) return {};
  const kept: Record<string, unknown> = {};
  if ("_key" in value) kept._key = value._key;
  if ("_type" in value) kept._type = value._type;
  return kept;
}

function getAt(value: unknown, path: Readonly<Path>): unknown {
  return path.reduce<unknown>((at, segment) => (at as Record<string | number, unknown> | undefined)?.[segment], value);
}

function setAt(value: unknown, path: Readonly<Path>, next: unknown): void {
  if (path.length === 0) return;
  const parent = getAt(value, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path.at(-1)!] = next;
}
