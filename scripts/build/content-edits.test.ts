import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EMBEDDED_DATASET_DIR } from "../../src/content/config.server";
import { applyEdit } from "./content-edits";

const dataset = readFileSync(`${EMBEDDED_DATASET_DIR}data.ndjson`, "utf8");
const documents = (ndjson: string) =>
  ndjson
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { _id: string; _type: string; price?: { gbp: number } });

describe("a price edit of the incremental build's property test", () => {
  it("changes one package's pounds, whichever package it picks, never one priced in words", () => {
    const packages = documents(dataset).filter((document) => document._type === "pricePackage");
    expect(packages.some((document) => !document.price)).toBe(true); // "Free", "Tailored quote"
    for (let pick = 0; pick < packages.length * 2; pick++) {
      const edited = documents(applyEdit(dataset, { kind: "price", pick, gbp: 4321 }, "2026-11-20T10:00:00Z"));
      const changed = edited.filter((document) => document.price?.gbp === 4321);
      expect(changed, `pick ${pick}`).toHaveLength(1);
    }
  });
});
