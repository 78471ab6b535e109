import { ContentSourceError } from "../config.server";
import { EMBEDDED_MEDIA_PATH } from "../../lib/image/embedded-variants";

interface RawDocument {
  _id: string;
  _type: string;
  [key: string]: unknown;
}

/**
 * Parses an NDJSON export into the documents GROQ sees. Image fields in Sanity's export format carry
 * `_sanityAsset: "image@file://./images/NAME-WxH.svg"`; here they become references to
 * `sanity.imageAsset` documents with a site URL and dimensions, as the Content Lake would have them,
 * so the same projection (`asset->url`) works in both modes.
 */
export function loadDatasetDocuments(text: string, file: string): RawDocument[] {
  const documents: RawDocument[] = [];
  const assets = new Map<string, RawDocument>();
  const lines = text.split("\n");
  lines.forEach((line, index) => {
    const document = parseDatasetLine(line, file, index + 1, assets);
    if (document) documents.push(document);
  });
  if (documents.length === 0) {
    throw new ContentSourceError(`The embedded dataset ${file} holds no published documents; refusing to build empty pages.`);
  }
  return [...documents, ...assets.values()];
}

/**
 * One line of an export as the document GROQ sees (its asset pointers registered in `assets`), or
 * undefined for a blank line, a draft or a version: what `loadDatasetDocuments` does line by line.
 */
export function parseDatasetLine(
  line: string,
  file: string,
  lineNumber: number,
  assets: Map<string, RawDocument>,
): RawDocument | undefined {
  if (!line.trim()) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch (error) {
    throw new ContentSourceError(`${file}:${lineNumber} is not valid JSON (${(error as Error).message}).`);
  }
  if (!isDocument(parsed)) {
    throw new ContentSourceError(`${file}:${lineNumber} is not a document: it needs a string _id and _type.`);
  }
  if (parsed._id.startsWith("drafts.") || parsed._id.startsWith("versions.")) return undefined;
  return linkAssets(parsed, assets) as RawDocument;
}

function isDocument(value: unknown): value is RawDocument {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as RawDocument)._id === "string" &&
    typeof (value as RawDocument)._type === "string"
  );
}

const ASSET_PATTERN = /^(image|file)@file:\/\/\.\/(images|files)\/(([^/]+?)(?:-(\d+)x(\d+))?\.(\w+))$/;

/**
 * `value` with its asset pointers replaced. What holds none is returned as it is, uncopied: most of
 * a large dataset is text, and copying it all cost a build seconds.
 */
function linkAssets(value: unknown, assets: Map<string, RawDocument>): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index += 1) {
      const linked = linkAssets(value[index], assets);
      if (linked !== value[index]) (copy ??= value.slice())[index] = linked;
    }
    return copy ?? value;
  }
  const object = value as Record<string, unknown>;
  const keys = Object.keys(object);
  let out: Record<string, unknown> | undefined;
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index]!;
    const child = object[key];
    const isPointer = key === "_sanityAsset" && typeof child === "string";
    const linked = isPointer ? { _type: "reference", _ref: registerAsset(child, assets) } : linkAssets(child, assets);
    if (!out && (isPointer || linked !== child)) {
      out = {};
      for (const before of keys.slice(0, index)) out[before] = object[before];
    }
    // The reference takes the pointer's place, as the copy always had it.
    if (out) out[isPointer ? "asset" : key] = linked;
  }
  return out ?? value;
}

function registerAsset(pointer: string, assets: Map<string, RawDocument>): string {
  const match = ASSET_PATTERN.exec(pointer);
  if (!match) throw new ContentSourceError(`Unsupported asset pointer "${pointer}" in the embedded dataset.`);
  const [, kind, , fileName, name, width, height, extension] = match as unknown as string[];
  const id = `${kind}-${name}-${width ?? 0}x${height ?? 0}-${extension}`;
  if (!assets.has(id)) {
    assets.set(id, {
      _id: id,
      _type: kind === "image" ? "sanity.imageAsset" : "sanity.fileAsset",
      url: `${EMBEDDED_MEDIA_PATH}${fileName}`,
      extension,
      metadata: { dimensions: { width: Number(width ?? 0), height: Number(height ?? 0) } },
    });
  }
  return id;
}
