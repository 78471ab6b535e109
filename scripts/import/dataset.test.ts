import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { datasetFileFromEnv, DatasetError, parseDataset, readDataset } from "./dataset";

describe("parseDataset", () => {
  it("returns one document a line, skipping blank lines", () => {
    const text = `{"_id":"a","_type":"page","title":"A"}\n\n{"_id":"b","_type":"claim"}\n`;
    expect(parseDataset(text, "data.ndjson")).toEqual([
      { _id: "a", _type: "page", title: "A" },
      { _id: "b", _type: "claim" },
    ]);
  });

  it.each([
    [`{"_id":"a","_type":"page"}\n\n{"_id": "b",`, /^data\.ndjson:3 is not valid JSON \(.+\)\.$/],
    [
      `{"_id":"a","_type":"page"}\n["not", "a", "document"]`,
      /^data\.ndjson:2 is not a document: it needs a non-empty string _id and _type\.$/,
    ],
    [`{"_id":"","_type":"page"}`, /^data\.ndjson:1 is not a document/],
    [`{"_id":"a"}`, /^data\.ndjson:1 is not a document/],
    [
      `{"_id":"a","_type":"page"}\n{"_id":"b","_type":"page"}\n{"_id":"a","_type":"claim"}`,
      /^data\.ndjson:3 repeats the _id "a" of line 1\.$/,
    ],
    [`\n\n`, /^data\.ndjson holds no documents; there is nothing to import\.$/],
  ])("refuses %j", (text, message) => {
    expect(() => parseDataset(text, "data.ndjson")).toThrow(DatasetError);
    expect(() => parseDataset(text, "data.ndjson")).toThrow(message);
  });
});

describe("readDataset", () => {
  it("reads the file and remembers its folder for the images", async () => {
    const dir = mkdtempSync(join(tmpdir(), "dataset-"));
    writeFileSync(join(dir, "data.ndjson"), `{"_id":"a","_type":"page"}\n`);
    expect(await readDataset(join(dir, "data.ndjson"))).toEqual({
      file: join(dir, "data.ndjson"),
      dir,
      documents: [{ _id: "a", _type: "page" }],
    });
  });

  it("names a missing file and how to create it", async () => {
    await expect(readDataset("/nowhere/data.ndjson")).rejects.toThrow(
      "Cannot read the dataset: /nowhere/data.ndjson does not exist. Run `npm run seed` to create it.",
    );
  });
});

describe("datasetFileFromEnv", () => {
  it("uses the embedded dataset unless EMBEDDED_DATASET_FILE names another, relative to the working directory", () => {
    expect(datasetFileFromEnv({}, "/repo")).toMatch(/\/src\/content\/dataset\/data\.ndjson$/);
    expect(datasetFileFromEnv({ EMBEDDED_DATASET_FILE: "other/data.ndjson" }, "/repo")).toBe("/repo/other/data.ndjson");
  });
});
