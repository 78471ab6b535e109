import type { DocumentActionComponent, Template } from "sanity";
import { describe, expect, it } from "vitest";
import { documentTypes } from "../schemas";
import { singletonSafeActions, withoutSingletonTemplates } from "./singletons";
import { readFileSync } from "node:fs";

const template = (schemaType: string) => ({ id: schemaType, schemaType, title: schemaType, value: {} }) as Template;
const action = (name: string) => Object.assign(() => null, { action: name }) as unknown as DocumentActionComponent;

describe("studio singletons", () => {
  it("cannot be created from the new-document menu", () => {
    const offered = withoutSingletonTemplates(documentTypes.map((type) => template(type.name))).map((entry) => entry.schemaType);
    expect(offered).not.toContain("siteSettings");
    expect(offered).not.toContain("companyContact");
    expect(offered).toContain("service");
  });

  it("cannot be duplicated or deleted, only published, reverted or restored", () => {
    const all = ["publish", "unpublish", "delete", "duplicate", "discardChanges", "restore"].map(action);
    expect(singletonSafeActions(all, "siteSettings").map((entry) => entry.action)).toEqual(["publish", "discardChanges", "restore"]);
    expect(singletonSafeActions(all, "service")).toHaveLength(6);
  });

  it("leaves no document type unreachable from the desk structure", () => {
    const structure = readFileSync(new URL("./structure.ts", import.meta.url), "utf8");
    const unreachable = documentTypes.map((type) => type.name).filter((name) => !structure.includes(`"${name}"`));
    expect(unreachable).toEqual([]);
  });
});
